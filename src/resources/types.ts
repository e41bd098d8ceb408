import type { ComponentType, LazyExoticComponent } from 'react';
import type { ActionKey } from '../../vocabulary/actions';
import type { FilterOp, Widget } from '../../vocabulary/widgets';

export type { ActionKey };
export type Scalar = string | number | boolean;

/** One field as generated resource modules describe it to the field-kind table. */
export interface FieldSpec {
  source: string;
  kind: Widget;
  /** i18n key of the label. */
  label: string;
  sortable?: boolean;
  /** For chip/select: value, i18n key of its label, chip colour. */
  choices?: ReadonlyArray<{ id: Scalar; name: string; color?: string }>;
  /** For reference: the referenced react-admin resource id and the field displayed. */
  reference?: { resource: string; display: string };
  /** Integer fields edited with a switch store 0/1. */
  numeric?: boolean;
}

export interface FilterSpec {
  op: FilterOp;
  alwaysOn: boolean;
}

export interface ActionSpec {
  name: string;
  access: ActionKey;
  place: 'toolbar' | 'row' | 'bulk';
  builtin: boolean;
  /** i18n keys; absent for built-ins that bring their own. */
  label?: string;
  confirm?: string;
  icon?: ComponentType;
  visibleWhen?: { field: string; equals: Scalar };
}

export interface SummarySpec {
  name: string;
  label: string;
  widget: 'money' | 'number' | 'text';
}

/** What the registry knows of each resource: enough to build routes and the menu without loading its screens. */
export interface ResourceEntry {
  /** Schema name (schemas/<name>.yaml). */
  name: string;
  /** react-admin resource id: the §2 route without its leading slash. */
  id: string;
  route: string;
  menu: { group?: string; order: number; hidden: boolean; icon?: ComponentType };
  keepAlive: boolean;
  permission?: string;
  /** Field naming a record in titles (react-admin's recordRepresentation). */
  recordLabel?: string;
  detailRoute?: string;
  /** Starts loading the screens' module (the access check calls it so both run at once). */
  preload: () => Promise<unknown>;
  views: {
    list: LazyExoticComponent<ComponentType>;
    show?: LazyExoticComponent<ComponentType>;
    create?: LazyExoticComponent<ComponentType>;
    edit?: LazyExoticComponent<ComponentType>;
  };
}
