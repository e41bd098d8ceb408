import type { ReactNode } from 'react';
import type { Identifier } from 'react-admin';

/** What a generated record screen (`<X>Show`) takes: who opens it decides the record, the list and the actions. */
export interface DetailProps {
  /** The record's id; react-admin's show route gives it by the path instead. */
  id?: Identifier;
  /** The app bar's title (a hidden detail route names itself: 订单详情). */
  title?: string;
  /** The §2 path of the list the screen belongs to: its back link (and a deleted record's way out). */
  list?: string;
  /** The record's buttons: the ones its list offers on the row, but the one that opened this screen. */
  actions?: ReactNode;
}
