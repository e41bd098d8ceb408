import type { MouseEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useRowButtonsDrawn } from '../resources/rowButtonsDrawn';
import { ROW_BUTTON_SPACE, ROW_BUTTONS } from '../resources/tableClasses';

/** The room one row button takes: its label's words, its icon's unless it has none, its border if it is outlined. */
export interface RowButtonRoom {
  label: string;
  icon?: false;
  outlined?: true;
}

const stop = (e: MouseEvent) => e.stopPropagation();

/**
 * The buttons of a list row, right-aligned and centred (on a phone the view and edit icons are 48 px buttons, the
 * labelled ones small); a click on them never counts as a click on the row. `rooms` (the generator's; null for a
 * button the record does not show): until its table's first rows have painted (rowButtonsDrawn), the row keeps the
 * room of each button — as wide and as tall as the button, blank — and draws the buttons a frame later.
 */
export function RowButtons({ children, rooms }: { children: ReactNode; rooms?: ReadonlyArray<RowButtonRoom | null> }) {
  const drawn = useRowButtonsDrawn();
  const translate = useTranslate();
  if (!drawn && rooms)
    return (
      <div className={ROW_BUTTONS} aria-hidden>
        {rooms.map((room, n) =>
          room ? (
            <span key={n} className={ROW_BUTTON_SPACE} data-icon={room.icon ?? true} data-outlined={room.outlined}>
              {translate(room.label, { _: room.label })}
            </span>
          ) : null,
        )}
      </div>
    );
  return (
    <div className={ROW_BUTTONS} onClick={stop}>
      {children}
    </div>
  );
}
