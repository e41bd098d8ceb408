import { BooleanInput, type BooleanInputProps } from 'react-admin';

const toChecked = (value: unknown) => value === 1 || value === true;
const toFlag = (checked: boolean) => (checked ? 1 : 0);

/** Yes or no; `numeric` fields store 1/0 rather than true/false (widget `switch`). */
export function SwitchInput({ numeric = false, ...props }: BooleanInputProps & { numeric?: boolean }) {
  return numeric ? <BooleanInput {...props} format={toChecked} parse={toFlag} /> : <BooleanInput {...props} />;
}
