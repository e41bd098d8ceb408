// @vitest-environment happy-dom
/**
 * The schema language's widgets as react-admin renders them in a form (issue 9 item 4): percent, the month picker,
 * the all-records selector (§9: up to 10000 options in one request, virtualised) and the image upload through §7's
 * upload path against the real embedded upstream (type and size refused before sending).
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  Form,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultConfig, setConfig } from '../../../src/platform/config/runtimeConfig';
import { AllRecordsSelectInput, SELECTOR_LIMIT } from '../../../src/kit/fields/components/AllRecordsSelectInput';
import {
  DateRangeFilter,
  ImageUploadInput,
  MonthPickerInput,
  PercentField,
  PercentInput,
} from '../../../src/kit/fields';
import { i18nProvider } from '../../../src/platform/i18n/i18nProvider';
import { session } from '../../../src/platform/providers/session';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Values = Record<string, unknown>;

/** The input in a real react-admin form; submitting answers the form's values. */
function inForm(children: React.ReactNode, record: Values = {}, dataProvider: DataProvider = testDataProvider()) {
  const submitted = vi.fn<(values: Values) => void>();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="posters">
        <Form record={{ id: 1, ...record }} onSubmit={submitted}>
          {children}
          <button type="submit">submit</button>
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
  const submit = async () => {
    fireEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    return submitted.mock.calls.at(-1)![0];
  };
  return { submit };
}

describe('percent', () => {
  it.each([
    [12.5, 100, '12.50%'],
    [0.125, 1, '12.50%'],
    [100, 100, '100.00%'],
    [0, 1, '0.00%'],
  ] as const)('shows %s stored out of %s as %s', async (value, base, text) => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <RecordContextProvider value={{ id: 1, rate: value }}>
          <PercentField source="rate" base={base} />
        </RecordContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('is typed in percent points with a % sign and stored as a fraction when the base is 1', async () => {
    const { submit } = inForm(<PercentInput source="rate" base={1} />, { rate: 0.125 });
    const input = (await screen.findByRole('spinbutton')) as HTMLInputElement;
    expect(input.value).toBe('12.5');
    expect(screen.getByText('%')).toBeTruthy();
    fireEvent.change(input, { target: { value: '30' } });
    fireEvent.blur(input);
    expect((await submit()).rate).toBe(0.3);
  });

  it('stores percent points as typed with the default base', async () => {
    const { submit } = inForm(<PercentInput source="rate" />, { rate: 12.5 });
    const input = (await screen.findByRole('spinbutton')) as HTMLInputElement;
    expect(input.value).toBe('12.5');
    fireEvent.change(input, { target: { value: '7.25' } });
    fireEvent.blur(input);
    expect((await submit()).rate).toBe(7.25);
  });
});

describe('the month picker (widget month)', () => {
  it('shows the stored month and stores the picked one as YYYY-MM', async () => {
    const { submit } = inForm(<MonthPickerInput source="period" />, { period: '2025-06' });
    // Loaded on first use: the picker chunk arrives, then the field shows the stored month in its sections.
    const year = await screen.findByRole('spinbutton', { name: '年份' }, { timeout: 10_000 });
    expect(year.textContent).toBe('2025');
    expect(screen.getByRole('spinbutton', { name: '月份' }).textContent).toBe('06');
    fireEvent.click(screen.getByRole('button', { name: /选择日期/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('9月'));
    expect((await submit()).period).toBe('2025-09');
  });
});

describe('the date range filter', () => {
  it('writes from and to as days, and offers no end before the start', async () => {
    const { submit } = inForm(<DateRangeFilter source="created_at" />, {
      created_at: { from: '2025-06-10', to: '2025-06-20' },
    });
    const buttons = await screen.findAllByRole('button', { name: /选择日期/ }, { timeout: 10_000 });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]);
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('gridcell', { name: '9' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(calendar).getByRole('gridcell', { name: '12' }));
    expect((await submit()).created_at).toEqual({ from: '2025-06-10', to: '2025-06-12' });
  });
});

describe('the pickers follow the console’s language', () => {
  afterEach(() => i18nProvider.changeLocale('zh-CN'));

  it('speaks English when the console does', async () => {
    await i18nProvider.changeLocale('en');
    inForm(<MonthPickerInput source="period" />, { period: '2025-06' });
    expect(await screen.findByRole('spinbutton', { name: 'Year' }, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Choose date/ }));
    expect(await within(await screen.findByRole('dialog')).findByText('Sep')).toBeTruthy();
  });
});

describe('the all-records selector (reference.loadAll, §9)', () => {
  const cinemas = Array.from({ length: SELECTOR_LIMIT }, (_, i) => ({
    id: i + 1,
    name: `影城 ${String(i + 1).padStart(5, '0')}`,
  }));

  it('loads up to 10000 records in one request, renders only a window of them and searches in the browser', async () => {
    // happy-dom lays nothing out: the listbox is given a browser's height (360 px, ten rows of 36).
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'listbox' ? 360 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-index') ? 36 : 0;
    });
    const getList = vi.fn(async () => ({ data: cinemas, total: cinemas.length }));
    const dataProvider = testDataProvider({ getList: getList as DataProvider['getList'] });
    const { submit } = inForm(
      <AllRecordsSelectInput source="cinema_id" reference="cinemas" display="name" label="适用影院" />,
      {},
      dataProvider,
    );
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    expect(getList).toHaveBeenCalledWith(
      'cinemas',
      expect.objectContaining({ pagination: { page: 1, perPage: 10000 } }),
    );
    fireEvent.mouseDown(input);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox.getAttribute('data-options')).toBe('10000'));
    const drawn = within(listbox).getAllByRole('option').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(100);
    screen.getByRole('combobox').focus();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '09876' } });
    const option = await within(await screen.findByRole('listbox')).findByRole('option', { name: '影城 09876' });
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    fireEvent.click(option);
    expect((await submit()).cinema_id).toBe(9876);
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('shows the stored record by its display field', async () => {
    const dataProvider = testDataProvider({
      getList: (async () => ({ data: cinemas.slice(0, 50), total: 50 })) as DataProvider['getList'],
    });
    inForm(
      <AllRecordsSelectInput source="cinema_id" reference="cinemas" display="name" label="适用影院" />,
      { cinema_id: 42 },
      dataProvider,
    );
    await waitFor(() => expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('影城 00042'));
  });
});

/**
 * The browser side of the upload: what is refused before sending, and what is sent. The embedded upstream's answer
 * (storing, serving, refusing) is upstream/widgets.test.ts's, and the whole path runs in a real browser in
 * tests/e2e/widgets.spec.ts; happy-dom's fetch cannot read that server's answers, so the answer here is the raw value §7 describes.
 */
describe('the image upload (widget upload, §7 upload path)', () => {
  const PNG = Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  );

  beforeAll(() => {
    session.store({ userToken: 'u-1' });
    setConfig({ ...defaultConfig, movieApiUrl: 'http://movie.test', gatewayApiUrl: 'http://gateway.test' });
  });

  const choose = async (file: File) => {
    const input = await screen.findByTestId('upload-file-image');
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
  };

  it('is not offered to an account that may neither add nor edit the resource (issue 30 item 6)', async () => {
    const asked: string[] = [];
    const readOnly = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => undefined,
      canAccess: async ({ resource, action }: { resource: string; action: string }) => (
        asked.push(`${resource}:${action}`),
        action === 'list'
      ),
    };
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} authProvider={readOnly}>
        <ResourceContextProvider value="posters">
          <Form record={{ id: 1, image: '/static/posters/1.svg' }}>
            <ImageUploadInput source="image" />
          </Form>
        </ResourceContextProvider>
      </AdminContext>,
    );
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['posters:add', 'posters:edit'])));
    // The picture is still shown; only the way to send a new one is gone.
    expect(screen.getByTestId('upload-image').querySelector('img')).toBeTruthy();
    await act(async () => undefined);
    expect(screen.queryByTestId('upload-file-image')).toBeNull();
  });

  it('refuses a file of another type or over maxSize with the reason, sending nothing', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    inForm(<ImageUploadInput source="image" accept={['image/png']} maxSize={1024} />);
    await choose(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('只能上传 PNG 格式的图片')).toBeTruthy();
    await choose(new File([new Uint8Array(2048)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('图片不能超过 1 KB')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });

  it('uploads a picture, stores the URL the upstream answers and previews it', async () => {
    const sent = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response('/static/uploads/7.png', { status: 200, headers: { 'Content-Type': 'text/plain' } }),
      );
    const { submit } = inForm(<ImageUploadInput source="image" />, { image: '/static/posters/1.svg' });
    const preview = () => screen.getByTestId('upload-image').querySelector('img')!;
    expect(preview().getAttribute('src')).toBe('/static/posters/1.svg');
    await choose(new File([PNG], 'poster.png', { type: 'image/png' }));
    await waitFor(() => expect(preview().getAttribute('src')).toBe('/static/uploads/7.png'));
    expect((await submit()).image).toBe('/static/uploads/7.png');
    const [url, init] = sent.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://movie.test/api/v2/upload/pic');
    expect(new Headers(init.headers).get('User-Token')).toBe('u-1');
    const form = init.body as FormData;
    expect(form.get('field')).toBe('posters.image');
    expect((form.get('file') as File).size).toBe(PNG.length);
  });
});
