import type { ChipColor } from '../../../vocabulary/widgets';

/** One option of an enum field, as react-admin's choice inputs and fields read it (`name` is an i18n key). */
export interface Choice {
  readonly id: string | number | boolean;
  readonly name: string;
  readonly color?: ChipColor;
}
