import type { ActionKey } from '../../../vocabulary/actions';

export type { ActionKey };
export type Scalar = string | number | boolean;

export interface SummarySpec {
  name: string;
  label: string;
  widget: 'money' | 'number' | 'percent' | 'text';
}
