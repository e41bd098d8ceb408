// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider, useController, useForm, type UseFormReturn } from 'react-hook-form';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { useListFilterOnMount } from './PickerInput';

afterEach(cleanup);

/** A filter form (react-hook-form) under a list whose filter holds a period, with one picker's hook mounted late. */
function renderFilterForm(filterValues: Record<string, unknown>, source: string) {
  const named: string[] = [];
  let form: UseFormReturn | undefined;
  function Picker() {
    // Registered as the picker's react-admin input registers it.
    useController({ name: source });
    useListFilterOnMount(source);
    return null;
  }
  function Form({ picker }: { picker: boolean }) {
    const methods = useForm();
    form = methods;
    // react-admin's filter form submits on every named change: the user's own edits.
    useEffect(() => methods.watch((_values, { name }) => void (name && named.push(name))).unsubscribe, [methods]);
    return <FormProvider {...methods}>{picker ? <Picker /> : null}</FormProvider>;
  }
  const tree = (picker: boolean) => (
    <ListContextProvider value={{ filterValues } as unknown as ListControllerResult}>
      <Form picker={picker} />
    </ListContextProvider>
  );
  // The form first, the picker once its chunk has loaded.
  render(tree(false)).rerender(tree(true));
  return { named, form: form! };
}

describe('a picker mounted after its filter form was filled (lazy chunk)', () => {
  it("shows the list filter value without a change the filter form would submit as the user's", () => {
    const { named, form } = renderFilterForm(
      { created_at: { from: '2026-01-01', to: '2026-01-31' }, status: 0 },
      'created_at.from',
    );
    expect(form.getValues('created_at.from')).toBe('2026-01-01');
    // A named change would be submitted half a second later with these values, over a filter given meanwhile.
    expect(named).toEqual([]);
  });

  it('changes nothing when the list filter has no value for it', () => {
    const { named, form } = renderFilterForm({ period: '2026-01' }, 'status');
    expect(form.getValues('status')).toBeUndefined();
    expect(named).toEqual([]);
  });
});
