import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { readSources } from '../../generator/load';
import type { ActionModel, FieldModel, ResourceModel } from '../../generator/model';
import { compileModel } from '../../generator/pipeline';
import { valueAt } from '../../vocabulary/paths';
import type { Lang } from '../../vocabulary/text';
import { ROOT } from './e2eUpstream';
import { fillField, isoDay, shown, typed, valueFor, type Filled } from './formFill';
import { loginAllowed } from './routeAccess';
import { expect, resetUpstream, rows, storedToken, test } from './support';
import { setSecurityPassword } from './security';
import { SECURITY_PASSWORD_FIELD } from '../../vocabulary/moneyOut';

/** The security password a money-out round trip sets and types. */
const SECURITY_PASSWORD = 'cash!pass1';

/**
 * Issue 10 "Tests" (§2, §7), table-driven from the schemas (the generator's own model, so a new schema is covered
 * without editing this file): every writable resource makes one write round trip — a new record through its create
 * form (else a change through its edit form, else its form page), saved, then shown by its list (the form page: shown
 * again after a reload) — and every exporting list exports, under a filter that narrows it, an xlsx holding exactly
 * the filtered rows (their count and one key column, in the list's order) under headers in the user's language.
 * Each runs as an account the route table and the user info allow to (the same rule as routeTable.spec.ts).
 */

const model = compileModel(readSources(ROOT));
const LANG: Lang = 'zh-CN';
/** Rows a list shows at once here: every seeded record of a list (57 by default) on one page. */
const PER_PAGE = 100;

/**
 * Resources a generic fill cannot write, each with its reason. Keep it short: a widget the filler lacks belongs in
 * formFill.ts, and a form that refuses valid values is a bug to fix, not an entry here.
 */
const WRITE_OVERRIDES: Readonly<Record<string, string>> = {};

type WriteMode = 'create' | 'edit' | 'form';
const modeOf = (r: ResourceModel): WriteMode | undefined => {
  const has = (access: string) => r.actions.some((a) => a.access === access);
  if (r.page === 'form') return r.form && r.upstream.update ? 'form' : undefined;
  if (r.create && r.upstream.create && has('add')) return 'create';
  if (r.edit && r.upstream.update && has('edit')) return 'edit';
  return undefined;
};
const writable = model.resources.flatMap((r) => {
  const mode = modeOf(r);
  return mode ? [{ r, mode }] : [];
});

/** Every list route with an export button: a resource's own list and its views. */
const exporting = model.resources.flatMap((r) => [
  ...exportOf(r, r.name, r.route, r.list?.columns ?? [], {}, r.actions),
  ...r.views.flatMap((v) =>
    exportOf(r, v.name, v.route, v.columns.length > 0 ? v.columns : (r.list?.columns ?? []), v.filter, v.actions),
  ),
]);
function exportOf(
  r: ResourceModel,
  name: string,
  route: string,
  columns: string[],
  preset: Record<string, unknown>,
  actions: ActionModel[],
) {
  const action = actions.find((a) => a.access === 'export' && a.export);
  return action ? [{ r, name, route, columns, preset, action }] : [];
}

const fieldOf = (r: ResourceModel, name: string) => r.fields.find((f) => f.name === name)!;
const filterUrl = (route: string, filter: Record<string, unknown>, perPage?: number) =>
  `/#${route}?${perPage ? `perPage=${perPage}&` : ''}filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** A field the test recognises its record by: free text (no pattern) the list shows, room for the marker. */
function markerField(r: ResourceModel, names: readonly string[], marker: string): FieldModel | undefined {
  const columns = r.page === 'form' ? names : (r.list?.columns ?? []);
  const fits = (f: FieldModel) =>
    ['text', 'textarea'].includes(f.widget) &&
    !f.pattern &&
    !f.enum &&
    (f.maxLength ?? 99) >= marker.length &&
    columns.includes(f.name);
  const candidates = names.map((n) => fieldOf(r, n)).filter(fits);
  return (
    candidates.find((f) => f.name === r.recordLabel) ?? candidates.find((f) => f.widget === 'text') ?? candidates[0]
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The form's save button: 保存 / Save, or what the schema's add or edit action says it does (`submit`: 申请提现). */
function saveButton(page: Page, r: ResourceModel, mode: WriteMode) {
  const submit = r.actions.find(
    (a) => a.builtin && a.name === { create: 'add', edit: 'edit', form: undefined }[mode],
  )?.submit;
  const name = submit ? new RegExp(`^(${escaped(submit['zh-CN'])}|${escaped(submit.en)})$`) : /^(保存|Save)$/;
  return page.getByRole('button', { name }).filter({ visible: true });
}
const save = async (page: Page, r: ResourceModel, mode: WriteMode) => {
  await saveButton(page, r, mode).click();
};
/** A form on screen: until its lazy screen has loaded, the list stays shown with same-named filters. */
const formShown = (page: Page, r: ResourceModel, mode: WriteMode) => expect(saveButton(page, r, mode)).toBeVisible();
/** The validation or server messages the form shows (for a failure's report). */
const formErrors = (page: Page) =>
  page.locator('.Mui-error, .MuiAlert-message, .MuiSnackbarContent-message').filter({ visible: true }).allInnerTexts();

/** Fills the required fields (those applying, appliesWhen) and the marker, in form order; answers what went in. */
async function fillRequired(
  page: Page,
  r: ResourceModel,
  names: readonly string[],
  marker: FieldModel,
  markerValue: string,
) {
  const filled = new Map<string, Filled>();
  let dates = 0;
  for (const name of names) {
    const f = fieldOf(r, name);
    if (!f.required && f !== marker) continue;
    if (f.appliesWhen) {
      const chosen = filled.get(f.appliesWhen.field);
      const applies = chosen ? f.appliesWhen.in.some((v) => String(v) === String(chosen.value)) : await shown(page, f);
      if (!applies) continue;
    }
    const value = valueFor(f, dates, f === marker ? markerValue : undefined);
    if (f.widget === 'date' || f.widget === 'datetime') dates += 1;
    filled.set(name, await fillField(page, f, value, LANG));
  }
  // Every typed value is still there when saving: a form that resets itself under the user loses their input.
  for (const [name, { value }] of filled) {
    const f = fieldOf(r, name);
    if (['text', 'textarea', 'phone', 'password', 'number', 'money', 'percent'].includes(f.widget) && !f.enum)
      await expect(typed(page, name), `${r.name}.${name} kept`).toHaveValue(String(value));
  }
  return filled;
}

/** Runs a save check; failing, it names what the form says (its validation or the server's message). */
async function expectSaved(page: Page, what: string, check: () => Promise<void>) {
  try {
    await check();
  } catch (error) {
    throw new Error(`${what} not saved: ${(await formErrors(page)).join(' / ') || 'no message on screen'}`, {
      cause: error,
    });
  }
}

/** The columns a list shows until the user picks more in the column chooser (the schema's `hiddenColumns` aside). */
const shownColumns = (r: ResourceModel, columns: readonly string[]) =>
  columns.filter((c) => !(r.list?.hiddenColumns ?? []).includes(c));

/** Through the list's create button: the required fields, the marker; then the list shows the record and its values. */
async function createRoundTrip(page: Page, r: ResourceModel, marker: FieldModel | undefined, markerValue: string) {
  expect(marker, `${r.name}: a free-text list column in the create form to recognise the record by`).toBeDefined();
  // A money-out form (schema `moneyOut`: 申请提现) asks for the security password: the account sets one first.
  const moneyOut = r.actions.some((a) => a.builtin && a.name === 'add' && a.moneyOut);
  if (moneyOut) await setSecurityPassword(page, await storedToken(page), SECURITY_PASSWORD);
  await page.goto(`/#${r.route}`);
  await page.locator(`a[href="#/${r.name}/create"]`).filter({ visible: true }).click();
  await formShown(page, r, 'create');
  const filled = await fillRequired(page, r, r.create!, marker!, markerValue);
  if (moneyOut) await page.locator(`input[name=${SECURITY_PASSWORD_FIELD}]`).fill(SECURITY_PASSWORD);
  await save(page, r, 'create');
  await expectSaved(page, r.name, () => expect(page).not.toHaveURL(/\/create$/));
  const filter = r.list?.filters.find((f) => f.field === marker!.name && (f.op === 'contains' || f.op === 'equals'));
  await page.goto(filter ? filterUrl(r.route, { [marker!.name]: markerValue }) : `/#${r.route}`);
  const row = rows(page).filter({ hasText: markerValue });
  await expect(row, `${r.name}: the new record in its list`).toHaveCount(1);
  // The other values the list shows as they were put in (texts, amounts, picked options and records, days).
  for (const [name, { shown: text }] of filled) {
    if (text !== undefined && shownColumns(r, r.list?.columns ?? []).includes(name))
      await expect.soft(row.locator(`td.column-${name}`), `${r.name}.${name}`).toContainText(text.slice(0, 10));
  }
}

/** Through a row's edit button: the marker, else another option of a state the list shows; then the row shows it. */
async function editRoundTrip(page: Page, r: ResourceModel, marker: FieldModel | undefined, markerValue: string) {
  // The first record offering the edit button (a row action may show only in some states: visibleWhen).
  await page.goto(`/#${r.route}?perPage=${PER_PAGE}`);
  await expect(rows(page).first()).toBeVisible();
  const edit = rows(page).locator(`a[href^="#/${r.name}/"]:not([href$="/show"])`).first();
  const href = (await edit.getAttribute('href'))!;
  await edit.click();
  await formShown(page, r, 'edit');
  const changed =
    marker ?? r.edit!.map((n) => fieldOf(r, n)).find((f) => f.enum && (r.list?.columns ?? []).includes(f.name));
  expect(changed, `${r.name}: a field of the edit form its list shows`).toBeDefined();
  let text = markerValue;
  if (changed === marker) await typed(page, marker!.name).fill(markerValue);
  else {
    const box = page
      .locator('.MuiFormControl-root')
      .filter({ has: page.locator(`[name="${changed!.name}"]`) })
      .filter({ visible: true })
      .getByRole('combobox');
    const current = (await box.innerText()).trim();
    const other = changed!.enum!.find((o) => o.label[LANG] !== current)!;
    text = (await fillField(page, changed!, other.value, LANG)).shown!;
  }
  await save(page, r, 'edit');
  await expectSaved(page, r.name, () => expect(page).not.toHaveURL(new RegExp(`${href.slice(1)}$`)));
  // The record's row, by its link (its edit button may be gone with the state it left: the show button stays).
  await page.goto(`/#${r.route}?perPage=${PER_PAGE}`);
  const row = rows(page).filter({ has: page.locator(`a[href="${href}"], a[href="${href}/show"]`) });
  await expect(row.locator(`td.column-${changed!.name}`), `${r.name}: the changed record in its list`).toHaveText(text);
}

/** A form page (one record, no list): the marker saved, then shown again after a reload. */
async function formRoundTrip(page: Page, r: ResourceModel, marker: FieldModel | undefined, markerValue: string) {
  expect(marker, `${r.name}: a free-text field of the form`).toBeDefined();
  await page.goto(`/#${r.route}`);
  await formShown(page, r, 'form');
  await typed(page, marker!.name).fill(markerValue);
  await save(page, r, 'form');
  await expectSaved(page, r.name, () => expect(page.getByText(/已更新|updated/i).first()).toBeVisible());
  await page.reload();
  await expect(typed(page, marker!.name), `${r.name}: the saved value`).toHaveValue(markerValue);
}

const ROUND_TRIPS = { create: createRoundTrip, edit: editRoundTrip, form: formRoundTrip };
const SAYS = {
  create: 'a created record is listed',
  edit: 'an edited record is listed changed',
  form: 'the saved form shows its value again',
};

test.describe('write round trips', () => {
  for (const { r, mode } of writable) {
    test(`${r.name} (${r.route}): ${SAYS[mode]}`, async ({ page }) => {
      test.skip(r.name in WRITE_OVERRIDES, WRITE_OVERRIDES[r.name]);
      await resetUpstream(page);
      await loginAllowed(page, r.name, mode === 'create' ? 'add' : 'edit');
      const markerValue = `RT${Date.now().toString(36).slice(-6)}`;
      await ROUND_TRIPS[mode](
        page,
        r,
        markerField(r, (mode === 'create' ? r.create : mode === 'edit' ? r.edit : r.form)!, markerValue),
        markerValue,
      );
    });
  }
});

/** The list's total as its pagination states it (0 when it says there is nothing). */
async function listTotal(page: Page): Promise<number> {
  const range = page
    .getByText(/共 \d+ 条|of \d+/)
    .filter({ visible: true })
    .first();
  const empty = page
    .locator('.RaList-noResults, .RaEmpty-message, [data-testid=empty], [data-testid=no-results]')
    .filter({ visible: true })
    .first();
  await expect(range.or(empty)).toBeVisible();
  if (await empty.isVisible()) return 0;
  return Number(/(\d+)\D*$/.exec(await range.innerText())![1]);
}

/**
 * Opens the list under a filter and answers its total once the screen shows it: the upstream's answer to this
 * filter's request (its page size tells it from the requests before) states the total the pagination must reach.
 */
async function openFiltered(
  page: Page,
  r: ResourceModel,
  route: string,
  filter: Record<string, unknown>,
): Promise<number> {
  const op = r.upstream.list!;
  const pageSize = r.upstream.paging.perPage;
  const sent = (request: Request) =>
    op.method === 'GET'
      ? new URL(request.url()).searchParams.get(pageSize)
      : String((request.postDataJSON() as Record<string, unknown> | null)?.[pageSize]);
  const listed = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname.endsWith(op.path) &&
      res.request().method() === op.method &&
      sent(res.request()) === String(PER_PAGE),
  );
  await page.goto(filterUrl(route, filter, PER_PAGE));
  const total = Number(valueAt((await (await listed).json()) as Record<string, unknown>, op.total!));
  await expect.poll(() => listTotal(page), { message: `${route}: the list shows the filtered total` }).toBe(total);
  return total;
}

type Exporting = (typeof exporting)[number];

/** Switches the console to English through the header's language menu (the choice persists, §9). */
async function toEnglish(page: Page) {
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
}

/**
 * Opens the list under a filter that narrows it, exports, and compares the file with the list on screen: the rows
 * (count, and one key column in order) and the headers (the list's columns, in `lang`).
 */
async function exportsFilteredRows(page: Page, x: Exporting, lang: Lang) {
  await resetUpstream(page);
  await loginAllowed(page, x.name, 'export');
  if (lang === 'en') await toEnglish(page);
  const today = new Date();
  const rangeFilter = x.action.export!.range?.filter;
  // A required range gets the last three years (the whole seed); it stays under every filter tried.
  const base: Record<string, unknown> = rangeFilter
    ? {
        [rangeFilter]: {
          from: isoDay(new Date(today.getFullYear() - 3, today.getMonth(), today.getDate())),
          to: isoDay(today),
        },
      }
    : {};
  const all = await openFiltered(page, x.r, x.route, base);
  expect(all, `${x.name}: seeded rows`).toBeGreaterThan(1);
  // A filter that narrows the list: a state (an enum field's value), else the last 30 days of a period, else a text.
  const candidates: Record<string, unknown>[] = [];
  for (const f of x.r.list?.filters ?? []) {
    const field = fieldOf(x.r, f.field);
    if (f.field in x.preset || f.field === rangeFilter) continue;
    if (field.enum && (f.op === 'equals' || f.op === 'in'))
      for (const o of field.enum) candidates.push({ ...base, [f.field]: f.op === 'in' ? [o.value] : o.value });
  }
  for (const f of x.r.list?.filters ?? []) {
    if (f.op === 'dateRange' && f.field !== rangeFilter)
      candidates.push({
        ...base,
        [f.field]: { from: isoDay(new Date(Date.now() - 29 * 86_400_000)), to: isoDay(today) },
      });
  }
  // Else a text filter holding the first row's own text (an order number: that one order).
  for (const f of x.r.list?.filters ?? []) {
    const field = fieldOf(x.r, f.field);
    if (
      !(f.op === 'equals' || f.op === 'contains') ||
      !['text', 'phone'].includes(field.widget) ||
      field.ellipsis ||
      !shownColumns(x.r, x.columns).includes(f.field)
    )
      continue;
    const text = (await rows(page).first().locator(`td.column-${f.field}`).innerText()).trim();
    if (text !== '') candidates.push({ ...base, [f.field]: text });
  }
  let total = 0;
  let filter: Record<string, unknown> | undefined;
  for (const candidate of candidates) {
    total = await openFiltered(page, x.r, x.route, candidate);
    if (total > 0 && total < all) {
      filter = candidate;
      break;
    }
  }
  expect(filter, `${x.name}: a filter that narrows the list (${all} rows)`).toBeDefined();
  await expect(rows(page)).toHaveCount(Math.min(total, PER_PAGE));
  // The key column: the first column whose cells are the record's own text on screen and in the file (a plain
  // text, else a period or a day).
  const plain = (widgets: string[]) =>
    shownColumns(x.r, x.columns)
      .map((c) => fieldOf(x.r, c))
      .find((f) => widgets.includes(f.widget) && !f.ellipsis && !f.enum);
  const key = plain(['text', 'phone']) ?? plain(['month', 'date', 'datetime']);
  expect(key, `${x.name}: a text column`).toBeDefined();
  const keys = (await rows(page).locator(`td.column-${key!.name}`).allInnerTexts()).map((t) => t.trim());
  const headers = (await page.locator('table thead th').filter({ visible: true }).allInnerTexts())
    .map((t) => t.trim())
    .filter(Boolean);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-action=export]').filter({ visible: true }).click(),
  ]);
  expect(download.suggestedFilename(), x.name).toMatch(/\.xlsx$/);
  const file = readFileSync((await download.path())!);
  expect(file.subarray(0, 2).toString(), `${x.name}: an xlsx (zip) file`).toBe('PK');
  const [header, ...data] = await readSheet(file);
  // The columns the list shows (not those it hides until chosen: issue 30 item 9), headed as the list heads them, in
  // the user's language.
  const shownLabels = shownColumns(x.r, x.columns).map((c) => fieldOf(x.r, c).label[lang]);
  expect(header.map(String), `${x.name}: header`).toEqual(shownLabels);
  expect(
    headers.filter((h) => header.map(String).includes(h)),
    `${x.name}: the list's headers`,
  ).toEqual(shownLabels);
  expect(data, `${x.name}: the filtered rows`).toHaveLength(total);
  const column = header.map(String).indexOf(key!.label[lang]);
  expect(
    data.slice(0, keys.length).map((row) => String(row[column] ?? '')),
    `${x.name}: ${key!.name} of each row, in order`,
  ).toEqual(keys);
}

test.describe('exports', () => {
  for (const x of exporting) {
    test(`${x.name} (${x.route}): the export is an xlsx of exactly the filtered rows, headed in Chinese`, async ({
      page,
    }) => {
      await exportsFilteredRows(page, x, 'zh-CN');
    });
  }
  // The headers follow the user's language: one export (the first list's, whichever it is) in English.
  test(`${exporting[0].name} (${exporting[0].route}): in English, the export is headed in English`, async ({
    page,
  }) => {
    await exportsFilteredRows(page, exporting[0], 'en');
  });
});
