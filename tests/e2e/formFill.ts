import type { Page } from '@playwright/test';
import type { FieldModel } from '../../generator/model';
import { Rng } from '../../upstream/seed/prng';
import { seedValue } from '../../upstream/seed/values';
import { maskCardNumber } from '../../vocabulary/cardNumber';
import type { Lang } from '../../vocabulary/text';
import { expect } from './support';

/**
 * A small per-widget form filler for the browser tests: a valid value for a field, derived from its widget and
 * constraints (the embedded upstream's own seed rules for text, so a pattern or a seed kind is honoured), typed or
 * picked as a user would. A widget it does not know fails loudly, naming it: add its entry here.
 */

/** The smallest valid PNG (1×1). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the filler put in a field: the value the record holds, and the text a list cell shows for it (when known). */
export interface Filled {
  value: unknown;
  shown?: string;
}

/** The form control around a field's input (select and picker inputs keep a hidden or sectioned one named after it). */
const control = (page: Page, source: string) =>
  page
    .locator('.MuiFormControl-root')
    .filter({ has: page.locator(`[name="${source}"]`) })
    .filter({ visible: true })
    .first();
/** A typed input (text, textarea, number) by its source: the one on screen. */
export const typed = (page: Page, source: string) =>
  page.locator(`input[name="${source}"], textarea[name="${source}"]`).filter({ visible: true });

/** A number inside the field's bounds: its minimum when above zero, else a small amount under its maximum. */
function numberFor(f: FieldModel): number {
  const lo = f.minimum ?? 0;
  const hi = f.maximum ?? lo + 100;
  return lo > 0 ? lo : Math.min(hi, 10);
}

/**
 * The value a field gets. `nth` counts the date fields filled before it in the form, so a period's end follows its
 * start (valid_from today, valid_to a month on). `marker`, for the field the test recognises the record by.
 */
export function valueFor(f: FieldModel, nth: number, marker?: string): unknown {
  if (marker !== undefined) return marker;
  if (f.enum && f.enum.length > 0) return f.enum[0].value;
  switch (f.widget) {
    case 'text':
    case 'textarea':
    case 'phone':
    case 'password':
    case 'cardNumber':
      return String(
        seedValue(f, new Rng(`roundTrip:${f.name}`), { index: 0, count: 1, anchor: new Date(), record: {} }),
      );
    case 'number':
    case 'money':
    case 'percent':
      return numberFor(f);
    case 'date':
      return isoDay(daysFromNow(30 * nth));
    case 'datetime':
      return `${isoDay(daysFromNow(1 + 30 * nth))} 10:00:00`;
    case 'upload':
      return PNG;
    case 'reference':
      return 'first';
    case 'switch':
      return 1;
    default:
      throw new Error(
        `formFill: no filler for widget "${f.widget}" (field ${f.name}): add one to tests/e2e/formFill.ts`,
      );
  }
}

/** How a list cell shows a typed value (§9: yuan and percentages with 2 decimals); undefined for what it hides. */
function displayed(f: FieldModel, value: unknown): string | undefined {
  const two = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (f.widget === 'money') return `¥${two(Number(value))}`;
  if (f.widget === 'percent') return `${two(Number(value))}%`;
  if (f.widget === 'number') return String(value);
  // A card number is listed masked to its last four digits (issue 30 item 14).
  if (f.widget === 'cardNumber') return maskCardNumber(value);
  return f.widget === 'text' || f.widget === 'phone' ? String(value) : undefined;
}

/** Puts `value` (from valueFor) into the field's input on screen; answers what the list will show for it. */
export async function fillField(page: Page, f: FieldModel, value: unknown, lang: Lang): Promise<Filled> {
  const source = f.name;
  if (f.enum && f.enum.length > 0 && f.widget !== 'switch') {
    const option = f.enum.find((o) => o.value === value)!.label[lang];
    await control(page, source).getByRole('combobox').click();
    await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    await expect(control(page, source).getByRole('combobox')).toHaveText(option);
    return { value, shown: option };
  }
  switch (f.widget) {
    case 'text':
    case 'textarea':
    case 'phone':
    case 'password':
    case 'cardNumber':
    case 'number':
    case 'money':
    case 'percent': {
      await typed(page, source).fill(String(value));
      return { value, shown: displayed(f, value) };
    }
    case 'date':
    case 'datetime': {
      const text = String(value);
      await control(page, source).getByRole('spinbutton').first().click();
      await page.keyboard.type(text.replace(/\D/g, ''));
      await expect(page.locator(`input[name="${source}"]`).filter({ visible: true })).toHaveValue(text);
      return { value, shown: text };
    }
    case 'upload': {
      await page
        .getByTestId(`upload-file-${source}`)
        .setInputFiles({ name: `${source}.png`, mimeType: 'image/png', buffer: value as Buffer });
      await expect(page.getByTestId(`upload-${source}`).locator('img')).toHaveAttribute('src', /\/uploads\//);
      return { value };
    }
    case 'reference': {
      // The first record the selector offers (the label names the input: autocompletes keep no input named after it).
      const box = page
        .getByRole('combobox', { name: new RegExp(`^${escape(f.label[lang])}`) })
        .filter({ visible: true });
      await box.click();
      const option = page.getByRole('listbox').getByRole('option').first();
      const shown = (await option.innerText()).trim();
      await option.click();
      await expect(box).toHaveValue(shown);
      return { value, shown };
    }
    case 'switch': {
      await page.locator(`input[name="${source}"]`).check();
      return { value };
    }
    default:
      throw new Error(`formFill: no filler for widget "${f.widget}" (field ${f.name})`);
  }
}

/** Whether the field's input is on screen (appliesWhen hides it while its condition does not hold). */
export async function shown(page: Page, f: FieldModel): Promise<boolean> {
  if (f.widget === 'upload') return page.getByTestId(`upload-${f.name}`).isVisible();
  return (await control(page, f.name).count()) > 0;
}
