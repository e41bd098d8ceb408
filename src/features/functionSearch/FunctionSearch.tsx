import { lazy, Suspense, useEffect, useState } from 'react';
import Search from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { HeaderButton } from '../../platform/components/HeaderButton';

const Palette = lazy(() => import('./Palette'));

/**
 * §2 function search: Ctrl/⌘+K (or the header's search button) opens a palette over the functions this account may
 * open and the settings shortcuts; Enter opens the chosen one. Choosing the page already shown says so (§8).
 */
export function FunctionSearch() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <HeaderButton
        icon={<Search />}
        label={translate('app.search.open')}
        tooltip={`${translate('app.search.open')} (${translate('app.search.hint')})`}
        onClick={() => setOpen(true)}
        testId="function-search-button"
      />
      {open ? (
        <Suspense fallback={null}>
          <Palette pathname={pathname} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
