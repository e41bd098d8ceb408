/**
 * Class names generated list screens give DataTable columns, styled by the theme (src/app/theme.ts): the row
 * buttons' column sticks to the table's right edge, so a wide list never hides them off-screen (§9).
 */
export const ACTIONS_COLUMN = 'AppActionsColumn';

/** The DataTable of a list shown at comfortable density (listDensity.ts): its body cells take MUI's medium padding. */
export const COMFORTABLE_TABLE = 'AppComfortableTable';

/** A row's buttons side by side at its cell's end (kit/actions/RowButtons), and one button's room before it is drawn. */
export const ROW_BUTTONS = 'AppRowButtons';
export const ROW_BUTTON_SPACE = 'AppRowButtonSpace';

/** A list filter's room before its input is drawn (filterRooms.tsx), sized by the theme. */
export const FILTER_ROOM = 'AppFilterRoom';
