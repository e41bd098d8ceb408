import { useResourceContext, useStore } from 'react-admin';

/**
 * A list's row density (DataTable's size): compact by default, comfortable when the user asks (saved views, issue 11
 * item 6). Kept in react-admin's store beside the column choices, so a saved view can restore it.
 */
export const densityKey = (resource: string) => `${resource}.datatable_density`;

export function useListDensity(): 'small' | 'medium' {
  const resource = useResourceContext() ?? '_';
  const [density] = useStore<'small' | 'medium'>(densityKey(resource), 'small');
  return density;
}
