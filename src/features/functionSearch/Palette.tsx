import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { WorkspaceSettings } from '../../platform/skin/skinSettings';
import { useSkinSettings } from '../../platform/skin/useSkinSettings';
import { loadPinyin, searchFunctions, type FunctionEntry, type PinyinMatch } from './searchModel';
import { useFunctionEntries } from './useFunctionEntries';

/**
 * The page being opened, read from the address when the entry is chosen (react-admin's hash router). A navigation
 * is a React transition: until the new screen is ready (its module, the access check) the rendered tree — and the
 * router location it sees — is still the previous page, while the address already names the new one.
 */
function currentPath(fallback: string): string {
  const hash = window.location.hash.replace(/^#/, '').split('?')[0];
  return hash || fallback;
}

/** The pinyin matcher, loaded on demand (its dictionary is large); until then the search matches text alone. */
function usePinyin(): PinyinMatch | undefined {
  const [pinyin, setPinyin] = useState<PinyinMatch>();
  useEffect(() => {
    let live = true;
    void loadPinyin().then(
      (m) => live && setPinyin(() => m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return pinyin;
}

/** Opens an entry: navigates to its page (or says it is the one shown), or applies its setting. */
function useChooseEntry(pathname: string, onClose: () => void, update: (change: Partial<WorkspaceSettings>) => void) {
  const notify = useNotify();
  const navigate = useNavigate();
  return (entry: FunctionEntry | undefined) => {
    if (!entry) return;
    onClose();
    if ('path' in entry.target) {
      if (entry.target.path === currentPath(pathname)) notify('app.search.onCurrentPage', { type: 'info' });
      else navigate(entry.target.path);
    } else update({ [entry.target.setting]: entry.target.value });
  };
}

/** The palette itself, loaded when first opened (issue 32: the first row does not wait for it). */
export default function Palette({ pathname, onClose }: { pathname: string; onClose: () => void }) {
  const translate = useTranslate();
  const [settings, update] = useSkinSettings();
  const entries = useFunctionEntries(settings);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const pinyin = usePinyin();
  const found = useMemo(() => searchFunctions(entries, query, pinyin), [entries, query, pinyin]);
  const choose = useChooseEntry(pathname, onClose, update);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') setSelected((i) => Math.min(i + 1, found.length - 1));
    else if (e.key === 'ArrowUp') setSelected((i) => Math.max(i - 1, 0));
    else if (e.key === 'Enter') choose(found[selected]);
    else return;
    e.preventDefault();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      data-testid="function-search"
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: 10 } } }}
    >
      <TextField
        autoFocus
        fullWidth
        placeholder={translate('app.search.placeholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setSelected(0);
        }}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: { 'aria-label': translate('app.search.open'), 'data-testid': 'function-search-input' },
        }}
        sx={{ p: 1.5 }}
      />
      <FoundList found={found} selected={selected} onSelect={setSelected} onChoose={choose} />
    </Dialog>
  );
}

/** The matching entries, each named in the user's language with its group and other-language name beneath. */
function FoundList({
  found,
  selected,
  onSelect,
  onChoose,
}: {
  found: readonly FunctionEntry[];
  selected: number;
  onSelect: (i: number) => void;
  onChoose: (e: FunctionEntry) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const name = (e: FunctionEntry) => (locale === 'en' ? e.en : e.zh);
  const other = (e: FunctionEntry) =>
    [e.group && (locale === 'en' ? e.group.en : e.group.zh), locale === 'en' ? e.zh : e.en].filter(Boolean).join(' · ');
  return (
    <List dense sx={{ maxHeight: 400, overflowY: 'auto', pt: 0 }} role="listbox">
      {found.map((e, i) => (
        <ListItemButton
          key={e.id}
          selected={i === selected}
          onClick={() => onChoose(e)}
          onMouseMove={() => onSelect(i)}
          data-entry={e.id}
          role="option"
          aria-selected={i === selected}
        >
          <ListItemText primary={name(e)} secondary={other(e)} />
        </ListItemButton>
      ))}
      {found.length === 0 ? (
        <Typography sx={{ px: 3, py: 2 }} color="text.secondary">
          {translate('app.search.none')}
        </Typography>
      ) : null}
    </List>
  );
}
