import { cloneElement, type ReactElement } from 'react';
import { useFormContext } from 'react-hook-form';
import { SelectArrayInput, SelectInput, TextInput } from 'react-admin';
import { DateRangeFilter } from '../fields/components/lazyPickers';
import { useListPartsDrawn } from './listPartsDrawn';
import { FILTER_ROOM } from './tableClasses';

/** The filter inputs whose room is known before they are drawn (the theme's FILTER_ROOM rules size each kind). */
type RoomKind = 'text' | 'select' | 'range';
const ROOM_KINDS = new Map<unknown, RoomKind>([
  [TextInput, 'text'],
  [SelectInput, 'select'],
  [SelectArrayInput, 'select'],
  [DateRangeFilter, 'range'],
]);

/**
 * A list's filters, each drawn as its room until the list's first render has painted (issue 32, §9: the inputs —
 * react-hook-form's fields, MUI's text fields and selects — were about a tenth of a cold load; ListPartsAfterPaint):
 * react-admin's filter form lays the rooms out as it will the inputs, each as wide and as tall as its input, blank.
 * Each carries its filter's props, which the form reads (source, alwaysOn, label, defaultValue). Undefined when a
 * filter is of a kind without a known room (a reference selector, a month picker): those lists draw their filters at
 * once.
 */
export function filterRooms(filters: readonly ReactElement[]): ReactElement[] | undefined {
  const rooms: ReactElement[] = [];
  for (const filter of filters) {
    const kind = ROOM_KINDS.get(filter.type);
    if (!kind) return undefined;
    const props = filter.props as { source: string };
    rooms.push(<FilterRoom key={filter.key ?? props.source} {...props} kind={kind} filter={filter} />);
  }
  return rooms;
}

/**
 * One filter's room. Widths come as the inputs' own do — from an `<input>`'s natural width in the same font (a
 * text field's; a select's hidden native input's) — so they hold in any font; a range is two text rooms of its
 * fields' width. `source` and `alwaysOn` are what react-admin's filter form reads to show it where the filter goes.
 * Each room's input is the filter form's field of the same name (a range's: `<source>.from` and `.to`): react-admin's
 * form puts the address's filter values into the fields it has when it mounts, and the inputs drawn later find them.
 */
function FilterRoom({
  kind,
  filter,
  ...given
}: {
  kind: RoomKind;
  filter: ReactElement;
  source: string;
  alwaysOn?: boolean;
}) {
  const { register } = useFormContext();
  // Drawn: the filter itself, with what the form gave the room (its own props and the form's: resource, size…).
  if (useListPartsDrawn()) return cloneElement(filter, given);
  const { source } = given;
  const room = (k: 'text' | 'select', name: string) => (
    <span className={FILTER_ROOM} data-kind={k}>
      <input {...register(name)} tabIndex={-1} readOnly aria-hidden />
    </span>
  );
  if (kind !== 'range') return room(kind, source);
  return (
    <span className={FILTER_ROOM} data-kind="range">
      {room('text', `${source}.from`)}
      {room('text', `${source}.to`)}
    </span>
  );
}
