import Checkbox from '@mui/material/Checkbox';
import type { CheckState } from './model';

/** A parent's box in the tree (all, a group, a route): ticked, part-ticked or empty as its grants are. */
export function TriCheckbox({
  state,
  onChange,
  label,
  data,
}: {
  state: CheckState;
  onChange: () => void;
  label: string;
  data: Record<string, string>;
}) {
  return (
    <Checkbox
      size="small"
      checked={state === 'checked'}
      indeterminate={state === 'indeterminate'}
      onChange={onChange}
      // MUI marks a part-ticked box aria-checked="mixed" but leaves the native checkbox unticked-looking to assistive
      // tech; the DOM's own indeterminate state makes both agree (WCAG 4.1.2).
      slotProps={{
        input: {
          'aria-label': label,
          ...data,
          ref: (el: HTMLInputElement | null) => el && (el.indeterminate = state === 'indeterminate'),
        } as object,
      }}
    />
  );
}
