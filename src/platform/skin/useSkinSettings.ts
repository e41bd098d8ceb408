import { useCallback, useMemo } from 'react';
import { useGetIdentity, useStore } from 'react-admin';
import { currentBrand } from '../brand/currentBrand';
import { normalizeSettings, settingsKey, type WorkspaceSettings } from './skinSettings';

/**
 * The signed-in account's layout settings under this brand: the brand's skin_default, then what the account chose
 * (kept in react-admin's store, which the console keeps across logout for `skin.` keys). A brand without
 * skin_customize offers no drawer, so its skin_default is all there is.
 */
export function useSkinSettings(): [WorkspaceSettings, (change: Partial<WorkspaceSettings>) => void, () => void] {
  const brand = currentBrand();
  const { identity } = useGetIdentity();
  const account = identity?.id === undefined ? '_' : String(identity.id);
  const [stored, setStored] = useStore<Partial<WorkspaceSettings>>(settingsKey(brand.id, account), {});
  const settings = useMemo(
    () => normalizeSettings(brand.skin_customize ? stored : {}, brand.skin_default),
    [stored, brand],
  );
  const update = useCallback(
    (change: Partial<WorkspaceSettings>) =>
      setStored((prev) => normalizeSettings({ ...prev, ...change }, brand.skin_default)),
    [setStored, brand],
  );
  const reset = useCallback(() => setStored({}), [setStored]);
  return [settings, update, reset];
}
