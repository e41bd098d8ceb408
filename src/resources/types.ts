import type { ComponentType, LazyExoticComponent } from 'react';
import type { ActionKey } from '../../vocabulary/actions';

export type { ActionKey };
export type Scalar = string | number | boolean;

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
