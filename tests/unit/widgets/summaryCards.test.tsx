// @vitest-environment happy-dom
/**
 * A list summary figure is written as its widget writes a column (issue 31 item 12): the card and PercentField /
 * MoneyField print the same text for the same stored value.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyField, PercentField } from '../../../src/kit/fields';
import { i18nProvider } from '../../../src/platform/i18n/i18nProvider';
import { SummaryCards } from '../../../src/kit/resources/SummaryCards';

afterEach(cleanup);

/** What a column of the widget prints for the value. */
function columnText(value: number, Field: typeof PercentField | typeof MoneyField): string {
  const { container, unmount } = render(
    <RecordContextProvider value={{ id: 1, v: value }}>
      <Field source="v" />
    </RecordContextProvider>,
  );
  const text = container.textContent ?? '';
  unmount();
  return text;
}

describe('summary cards', () => {
  it('write a percent and a money figure as their columns do', () => {
    const rate = columnText(12.5, PercentField);
    const credit = columnText(29332.91, MoneyField);
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <SummaryCards
          items={[
            { name: 'rate', label: 'Rate', widget: 'percent' },
            { name: 'credit', label: 'Credit', widget: 'money' },
          ]}
          summary={{ rate: 12.5, credit: 29332.91 }}
        />
      </AdminContext>,
    );
    expect(rate).toBe('12.50%');
    expect(screen.getByText(rate)).toBeTruthy();
    expect(screen.getByText(credit)).toBeTruthy();
  });
});
