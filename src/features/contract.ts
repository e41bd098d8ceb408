import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { DetailPanelProps } from '../kit/resources/detail/DetailPanels';

/**
 * What a hand-written feature (src/features/<name>/) contributes to the app shell besides the pages routes.yaml
 * names. Each feature's index exports one `feature` object; src/app/features.ts lists them and the shell places each
 * contribution. A feature imports shared code only — never the shell, never another feature (lint zones).
 */
export interface Feature {
  /** For developers: which capability this is (§ of the spec). */
  readonly about: string;
  /** Parts of the basic layout's content column. */
  readonly slots?: {
    /** Above the page header (a progress bar). */
    readonly top?: ComponentType;
    /** Between the page header and the page (notices about the whole screen). */
    readonly afterHeader?: ComponentType;
  };
  /**
   * Rendered once beside the basic layout, outside its error boundary: a screen that fails to render (a lazy module
   * a release removed) must not take it away. For fixed banners and snackbars about the whole console.
   */
  readonly overlay?: ComponentType;
  /** Entries of the header's user menu (MUI MenuItems forwarding their ref). */
  readonly userMenu?: readonly ComponentType[];
  /** Panels under every writable record's detail (its history); they read the record context. */
  readonly detailPanels?: readonly ComponentType<DetailPanelProps>[];
  /** Buttons of every generated list's toolbar, after the column chooser (saved views); they read the list context. */
  readonly listToolbar?: readonly ComponentType[];
  /**
   * Put around every generated list's records, inside the list's context (the live queue, issue 33); at most one
   * feature provides it.
   */
  readonly listBody?: ComponentType<{ children: ReactNode }>;
  /** Buttons of the global header, left of the language switch (the notice bell, the task monitor). */
  readonly appBar?: readonly ComponentType[];
  /**
   * Below 576 px (§9 mobile) the header keeps only the controls that must stay in sight; the others become entries of
   * its overflow menu ("more"), drawn by src/platform/components/HeaderButton. 'bar' keeps this feature's buttons in the bar
   * (the notice bell: its unread badge and its popover's anchor); the default is 'menu'.
   */
  readonly appBarOnPhone?: 'bar' | 'menu';
  /**
   * Mounted once while signed in, outside any page: dialogs and drawers the whole console shares (the Google
   * verification dialog any -5 opens, the notice popup after login). They render nothing until needed.
   */
  readonly hosts?: readonly ComponentType[];
  /**
   * Renders the routed page (the <Routes> element the layout is given) in its place — keep-alive renders it once per
   * kept screen at that screen's location. At most one feature provides it.
   */
  readonly page?: ComponentType<{ children: ReactElement }>;
}
