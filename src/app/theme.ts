import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import { BulkActionsToolbarClasses, CreateButtonClasses, defaultTheme, type RaThemeOptions } from 'react-admin';
import type { BrandProfile } from '../../vocabulary/brand';
import { brandThemeOptions } from '../platform/brand/brandTheme';
import { readableTone } from '../platform/brand/readableColors';
import { ELLIPSIS_TEXT } from '../kit/fields/components/EllipsisText';
import {
  ACTIONS_COLUMN,
  COMFORTABLE_TABLE,
  FILTER_ROOM,
  ROW_BUTTON_SPACE,
  ROW_BUTTONS,
} from '../kit/resources/tableClasses';
import type { WorkspaceSettings } from '../platform/skin/skinSettings';
import { readableComponents } from './readableComponents';

/**
 * The floating create button's height (56 px) and distance from the bottom (60 px), in theme spacing, less the page
 * footer below the list.
 */
const FLOATING_BUTTON_ROOM = 10;

/** Component overrides for §9 mobile (< 576 px): filters and dialogs at the phone's width. */
const PHONE_COMPONENTS = {
  // Each filter takes a line of its own, the whole line (react-admin leaves a 16 px spacer).
  RaFilterFormInput: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        [theme.breakpoints.down('sm')]: {
          '& .RaFilterFormInput-spacer': { display: 'none' },
          '& > :not(.RaFilterFormInput-hideButton):not(.RaFilterFormInput-spacer)': { flex: '1 1 auto', minWidth: 0 },
          '& .MuiFormControl-root': { width: '100%' },
        },
      }),
    },
  },
  // Dialogs (action forms, confirms) take the phone's width less a 16 px margin, not MUI's 32 px each side.
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }: { theme: Theme }) => ({
        [theme.breakpoints.down('sm')]: {
          '&:not(.MuiDialog-paperFullScreen)': {
            margin: theme.spacing(2),
            width: `calc(100% - ${theme.spacing(4)})`,
            maxWidth: `calc(100% - ${theme.spacing(4)})`,
          },
        },
      }),
    },
  },
};

/** Component overrides for the generated lists' tables and their bulk-actions bar. */
const LIST_COMPONENTS = {
  // A filter's room before its input is drawn (kit/resources/filterRooms.tsx), as large as the input: a small filled
  // text field (body1 text, 21/12/4 px padding, react-admin's dense 8/4 px margins), a select (react-admin's 160 px
  // least width; as wide as MUI's hidden native input makes it), a range (two 230 px fields 8 px apart).
  RaFilterForm: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        [`& .${FILTER_ROOM}`]: { display: 'inline-flex', position: 'relative', visibility: 'hidden' },
        [`& .${FILTER_ROOM}:is([data-kind=text], [data-kind=select])`]: { margin: theme.spacing(1, 0, 0.5) },
        [`& .${FILTER_ROOM}[data-kind=text] > input`]: {
          ...theme.typography.body1,
          lineHeight: '1.4375em',
          height: '1.4375em',
          padding: '21px 12px 4px',
          border: 0,
          margin: 0,
          boxSizing: 'content-box',
        },
        [`& .${FILTER_ROOM}[data-kind=select]`]: { minWidth: theme.spacing(20), height: 48 },
        [`& .${FILTER_ROOM}[data-kind=select] > input`]: {
          position: 'absolute',
          bottom: 0,
          left: 0,
          opacity: 0,
          width: '100%',
          boxSizing: 'border-box',
        },
        [`& .${FILTER_ROOM}[data-kind=range]`]: { gap: theme.spacing(1) },
        // 230 px less the input's 24 px side padding.
        [`& .${FILTER_ROOM}[data-kind=range] > .${FILTER_ROOM} > input`]: { width: 206 },
      }),
    },
  },
  // react-admin slides the bulk-actions bar up over the 48 px above the table, where it expects the list's buttons;
  // our filters wrap onto a second line there (and stack on a phone), which it covered while rows were selected. The
  // bar takes its own line above the table instead, so every filter stays in reach.
  RaBulkActionsToolbar: {
    styleOverrides: {
      root: { [`& .${BulkActionsToolbarClasses.toolbar}`]: { position: 'relative', transform: 'none' } },
    },
  },
  // Lists of Chinese text wrap one character per line in narrow columns; keep cells on one line and let
  // the table scroll sideways instead of stretching the page.
  RaDataTable: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        // Half MUI's 16 px side padding: ten columns then fit a 1280 px screen beside the menu.
        '& .RaDataTable-rowCell, & .RaDataTable-headerCell': {
          whiteSpace: 'nowrap',
          paddingLeft: theme.spacing(1),
          paddingRight: theme.spacing(1),
        },
        // A cut text (fields' EllipsisText) may wrap, so its column can narrow, but shows one line, ending in '…':
        // a list whose columns are too wide together (a view with one more) narrows its texts before it
        // scrolls; one with room shows them as far as the schema's `ellipsis` allows.
        [`& td .${ELLIPSIS_TEXT}`]: {
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: 1,
          overflow: 'hidden',
          whiteSpace: 'normal',
          overflowWrap: 'anywhere',
        },
        // The body cells are plain cells (resources/BodyCells.tsx) drawn as MUI's small or medium body TableCell.
        '& td.RaDataTable-rowCell': {
          ...theme.typography.body2,
          display: 'table-cell',
          verticalAlign: 'inherit',
          borderBottom: `1px solid ${theme.palette.mode === 'light' ? lighten(alpha(theme.palette.divider, 1), 0.88) : darken(alpha(theme.palette.divider, 1), 0.68)}`,
          textAlign: 'left',
          paddingTop: 6,
          paddingBottom: 6,
          color: theme.palette.text.primary,
        },
        '& td.RaDataTable-rowCell.MuiTableCell-alignCenter': { textAlign: 'center' },
        '& td.RaDataTable-rowCell.MuiTableCell-alignRight': { textAlign: 'right', flexDirection: 'row-reverse' },
        '& td.RaDataTable-rowCell.MuiTableCell-alignJustify': { textAlign: 'justify' },
        [`&.${COMFORTABLE_TABLE} td.RaDataTable-rowCell`]: { paddingTop: 16, paddingBottom: 16 },
        // The row buttons stick to the right edge while the other columns scroll under them (§9 tables fit).
        [`& .${ACTIONS_COLUMN}`]: {
          position: 'sticky',
          right: 0,
          zIndex: 1,
          backgroundColor: theme.palette.background.paper,
          boxShadow: '-4px 0 6px -4px rgba(0, 0, 0, 0.18)',
        },
        [`& .RaDataTable-headerCell.${ACTIONS_COLUMN}`]: { zIndex: 3 },
        // A row's buttons (kit/actions/RowButtons) — static classes: ten rows' worth of styled boxes cost a render.
        [`& .${ROW_BUTTONS}`]: {
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          gap: theme.spacing(0.5),
        },
        // The room of one of react-admin's small labelled buttons before it is drawn: MUI's small text button (its
        // 64 px least width, 4 × 5 px padding, 13 px label at react-admin's 1.5 line height, the brand's sentence
        // case) with an 18 px start icon 8 px before the label (2 px into the padding).
        [`& .${ROW_BUTTON_SPACE}`]: {
          ...theme.typography.button,
          fontSize: theme.typography.pxToRem(13),
          lineHeight: 1.5,
          display: 'inline-flex',
          boxSizing: 'border-box',
          minWidth: 64,
          padding: '4px 5px 4px 29px',
          textTransform: 'none',
          visibility: 'hidden',
          '&[data-icon=false]': { paddingLeft: 5 },
          // A destructive button's border (platform/brand/brandButton.ts).
          '&[data-outlined=true]': { border: '1px solid transparent' },
        },
      }),
    },
  },
};

/** The widest a form's inputs get (issue 30 item 13): a 976 px input is hard to read across and to scan down. */
export const FORM_WIDTH = 720;

/**
 * Generated forms (issue 30 item 13; their width is RaSimpleForm's, FORM_WIDTH, below): the save
 * bar stuck to the bottom of the window while a long form scrolls under it, so 保存 is always in reach. react-admin
 * draws its toolbar fixed at the bottom on phones already; the card around a form must not clip (overflow: hidden
 * makes it the sticky bar's scroller, which never scrolls).
 */
const FORM_COMPONENTS = {
  RaToolbar: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '&.RaToolbar-desktopToolbar': {
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          borderTop: `1px solid ${theme.palette.divider}`,
        },
      }),
    },
  },
  RaEdit: { styleOverrides: { root: { '& .RaEdit-card': { overflow: 'visible' } } } },
  RaCreate: { styleOverrides: { root: { '& .RaCreate-card': { overflow: 'visible' } } } },
};

/**
 * The console's theme: the brand's (brand/brandTheme.ts: §1 colours, §9 breakpoints — react-admin opens the sidebar
 * as a drawer below `sm` and collapses it below `md`) on react-admin's, with §9's sidebar of 256 px / 80 px collapsed.
 */
export function themeFor(
  brand: BrandProfile,
  settings?: Pick<WorkspaceSettings, 'primaryColor' | 'darkMode'>,
): RaThemeOptions {
  const mode = settings?.darkMode ? 'dark' : 'light';
  const base = brandThemeOptions(brand, settings?.primaryColor, mode);
  const { primary, error, contrastThreshold } = base.palette;
  return {
    ...defaultTheme,
    breakpoints: base.breakpoints,
    typography: { ...defaultTheme.typography, ...base.typography },
    // Dark mode (ours, beyond §2) starts from MUI's dark palette rather than react-admin's light one.
    palette: settings?.darkMode
      ? { mode: 'dark', primary, error, contrastThreshold }
      : { ...defaultTheme.palette, primary, error, contrastThreshold },
    sidebar: { width: 256, closedWidth: 80 },
    components: {
      ...defaultTheme.components,
      ...base.components,
      RaLayout: {
        // Flex items default to their content's width; let wide tables scroll inside the page instead.
        styleOverrides: {
          root: {
            minWidth: 0,
            '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
          },
        },
      },
      // A kept-alive form (§2 multi-tab) re-runs react-admin's reset-to-record effect when shown again; what the
      // user typed is kept, and stays marked as changed for the next time (react-hook-form keepDirtyValues and
      // keepDirty), as it is when a refetch brings the record anew.
      RaSimpleForm: {
        defaultProps: { resetOptions: { keepDirtyValues: true } },
        styleOverrides: { root: { '& > .MuiStack-root': { maxWidth: FORM_WIDTH } } },
      },
      RaList: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '& .RaList-main': { minWidth: 0 },
            // Below `md` react-admin draws the create button as a button floating 60 px above the screen's bottom, where
            // the list's last row and its page buttons end up: room below them, so they scroll clear of it.
            [`&:has(.${CreateButtonClasses.floating})`]: { paddingBottom: theme.spacing(FLOATING_BUTTON_ROOM) },
          }),
        },
      },
      ...LIST_COMPONENTS,
      ...FORM_COMPONENTS,
      ...PHONE_COMPONENTS,
      ...readableComponents(readableTone(primary.main, mode)),
    },
  };
}
