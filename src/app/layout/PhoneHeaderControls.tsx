import { useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import MoreVert from '@mui/icons-material/MoreVert';
import Translate from '@mui/icons-material/Translate';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';
import { HeaderPlacementProvider } from '../../platform/components/HeaderButton';
import { features } from '../features';

/**
 * The header's controls below 576 px (§9 mobile): the features that keep their button in the bar (the notice bell),
 * the language switch as an icon button with its menu, and a "more" menu holding the other features' buttons as
 * labelled entries. That menu stays mounted while closed, so a drawer or dialog an entry opened outlives it.
 */
export function PhoneHeaderControls() {
  const kept = features.filter((f) => f.appBarOnPhone === 'bar').flatMap((f) => f.appBar ?? []);
  const moved = features.filter((f) => f.appBarOnPhone !== 'bar').flatMap((f) => f.appBar ?? []);
  return (
    <>
      {kept.map((Item, i) => (
        <Item key={i} />
      ))}
      <LanguageIconButton />
      {moved.length > 0 ? <OverflowMenu items={moved} /> : null}
    </>
  );
}

function OverflowMenu({ items }: { items: readonly React.ComponentType[] }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const label = translate('app.header.more');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          data-testid="header-more"
        >
          <MoreVert />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} keepMounted data-testid="header-more-menu">
        <HeaderPlacementProvider value={{ kind: 'menu', close }}>
          {items.map((Item, i) => (
            <Item key={i} />
          ))}
        </HeaderPlacementProvider>
      </Menu>
    </>
  );
}

/** react-admin's language menu behind an icon (its button spells the language out, too wide for a phone). */
function LanguageIconButton() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('app.header.language');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={label}
          aria-haspopup="menu"
          data-testid="header-language"
        >
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
