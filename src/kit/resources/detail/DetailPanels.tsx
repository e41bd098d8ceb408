import { createContext, useContext, type ComponentType } from 'react';
import type { Widget } from '../../../../vocabulary/widgets';
import type { Choice } from '../../fields/choices';

/** How a record's history names and writes one field: from the schema, emitted beside the screen (historyFields). */
export interface HistoryField {
  /** The label's i18n key. */
  readonly label: string;
  readonly widget: Widget;
  /** The options of an enum (or switch) field, labels as i18n keys. */
  readonly choices?: readonly Choice[];
  /** What the upstream stores for 100 % (a percent field). */
  readonly percentBase?: 1;
  /** A secret (a password): the history says it changed, never its value. */
  readonly secret?: true;
}

export type HistoryFields = Readonly<Record<string, HistoryField>>;

/** What a panel under a writable record's description list gets; the record is react-admin's record context. */
export interface DetailPanelProps {
  /** The resource (schema name). */
  resource: string;
  fields: HistoryFields;
}

/**
 * Panels hand-written features add under every writable record's detail (its history, issue 33 item 7). Generated
 * screens render the slot; the shell fills it from the features, so a screen never imports a feature.
 */
const DetailPanelsContext = createContext<readonly ComponentType<DetailPanelProps>[]>([]);

export const DetailPanelsProvider = DetailPanelsContext.Provider;

export function DetailPanels(props: DetailPanelProps) {
  const panels = useContext(DetailPanelsContext);
  return (
    <>
      {panels.map((Panel, i) => (
        <Panel key={i} {...props} />
      ))}
    </>
  );
}
