import { useEffect, useState } from 'react';
import { useSidebarState } from 'react-admin';

/** §4/§9 device classes: mobile up to 576 px, tablet 576–1199 px, desktop from 1200 px. */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';
export const BREAKPOINTS = { tablet: 576, desktop: 1200 } as const;

export function deviceClass(width: number): DeviceClass {
  if (width < BREAKPOINTS.tablet) return 'mobile';
  return width < BREAKPOINTS.desktop ? 'tablet' : 'desktop';
}

/** What the sidebar does when the device class changes: desktop opens it, tablet collapses it (mobile uses the drawer). */
export function sidebarOpenFor(device: DeviceClass): boolean {
  return device === 'desktop';
}

/** Applies sidebarOpenFor whenever the window crosses a breakpoint; the user's toggle holds until the next crossing. */
export function useDeviceSidebar(): DeviceClass {
  const [device, setDevice] = useState(() => deviceClass(window.innerWidth));
  useEffect(() => {
    const onResize = () => setDevice(deviceClass(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    setOpen(sidebarOpenFor(device));
  }, [device, setOpen]);
  return device;
}
