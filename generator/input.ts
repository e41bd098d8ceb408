import type { BrandProfile, MenuArea, SkinSettings } from '../vocabulary/brand';
import type { FieldType, FilterOp, Widget } from '../vocabulary/widgets';
import type { HttpMethod } from '../vocabulary/upstream';
import type { ActionKey } from '../vocabulary/actions';

export type { FieldType, FilterOp, Widget };

/**
 * Shapes of the input files once they have passed their meta-schema (generator/meta/*.schema.json).
 * Optional keys are the ones the meta-schema leaves optional; model.ts applies the defaults.
 */
export type { Lang, Text } from '../vocabulary/text';
import type { Text } from '../vocabulary/text';
export { ACTION_KEYS } from '../vocabulary/actions';
export type { ActionKey } from '../vocabulary/actions';

export type Scalar = string | number | boolean;
export type { HttpMethod } from '../vocabulary/upstream';

export interface OperationInput { method?: HttpMethod; path: string; idParam?: string }
export interface ListOperationInput { method?: 'GET' | 'POST'; path: string; rows?: string; total?: string }

export interface EnumOptionInput { value: Scalar; label: Text; color?: ChipColor }
export type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export interface FieldInput {
  type: FieldType;
  label: Text;
  description?: string;
  widget?: Widget;
  enum?: EnumOptionInput[];
  format?: 'date-time' | 'date' | 'uri' | 'email';
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  patternMessage?: Text;
  required?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  sortable?: boolean;
  reference?: { resource: string; display: string };
  seed?: { kind?: string; min?: number; max?: number };
}

export interface FilterInput {
  field: string;
  op: FilterOp;
  param?: string;
  params?: { from: string; to: string };
  alwaysOn?: boolean;
}

export interface SummaryInput { name: string; from: string; label: Text; widget?: 'money' | 'number' | 'text' }

export interface ActionInput {
  name: string;
  access?: ActionKey;
  place: 'toolbar' | 'row' | 'bulk';
  label?: Text;
  icon?: string;
  confirm?: Text;
  call?: OperationInput;
  payload?: string[];
  effect?: Record<string, Scalar>;
  visibleWhen?: { field: string; equals: Scalar };
}

export interface ResourceInput {
  name: string;
  description?: string;
  label: Text;
  route: string;
  menu?: { group?: string; order?: number; icon?: string; hidden?: boolean };
  keepAlive?: boolean;
  permission?: string;
  recordId?: string;
  recordLabel?: string;
  detail?: { route: string; label?: Text };
  upstream: {
    client: 'movie' | 'gateway';
    paging?: { page?: string; perPage?: string; sort?: string; order?: string };
    list: ListOperationInput;
    get?: OperationInput;
    create?: OperationInput;
    update?: OperationInput;
    delete?: OperationInput;
  };
  fields: Record<string, FieldInput>;
  list: {
    columns: string[];
    filters?: FilterInput[];
    sort?: { field: string; order?: 'ASC' | 'DESC' };
    perPage?: number;
    rowClick?: 'show' | 'edit' | 'none';
    summary?: SummaryInput[];
  };
  show?: string[];
  create?: string[];
  edit?: string[];
  actions?: ActionInput[];
}

export interface PermissionsInput {
  keys: Record<string, { label: Text; actions?: ActionKey[]; marker?: boolean }>;
  roles?: Record<string, { label: Text; allKeys?: boolean; grants?: Record<string, ActionKey[]> }>;
}

export type { MenuArea } from '../vocabulary/brand';
/** One key, or several of which any one is enough. */
export type PermissionRef = string | string[];

export interface RoutesInput {
  groups: Record<string, {
    label: Text; order: number; icon?: string; permission?: PermissionRef; hidden?: boolean; menuArea?: MenuArea; unhideForAgents?: boolean;
  }>;
  pages?: Array<{
    key: string; path: string; label: Text; group?: string; order?: number; permission?: PermissionRef; hidden?: boolean;
    keepAlive?: boolean; menuArea?: MenuArea; icon?: string;
  }>;
}

/** A brand file once it passed brand.schema.json: the contract's keys, all optional but id, title and logo. */
export type BrandInput = Pick<BrandProfile, 'id' | 'title' | 'logo'>
  & Partial<Omit<BrandProfile, 'id' | 'title' | 'logo' | 'skin_default'>>
  & { skin_default?: Partial<SkinSettings> };
