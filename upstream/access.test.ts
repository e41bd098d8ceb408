import { beforeEach, describe, expect, it } from 'vitest';
import { ep, upstreamForSuite } from './testkit';

const up = upstreamForSuite();

/**
 * Issue 30 items 1 and 6 (§2, §6): what a route without a key, an upload, another sub-account and an export task let a
 * sub-account do. Reading stays open where §2 gives no key; changing anything needs a grant the upstream checks.
 */
let merchant: string;
beforeEach(async () => {
  up.upstream.reset();
  merchant = await up.api.login('merchant', 'merchant123');
});

async function newSub(permissions: string[], tel = '13712345678'): Promise<string> {
  const created = await up.api.post(
    '/api/v2/subaccount/create',
    { tel, password: 'secret88', remark: '测试', permissions },
    { token: merchant },
  );
  expect(created.body).toMatchObject({ code: 1 });
  return up.api.login(tel, 'secret88', true);
}

const SERVICE = '/api/v2/alipay/service';
const SERVICE_SAVE = '/api/v2/alipay/serviceSave';
const settings = async (token: string) => (await up.api.get(SERVICE, {}, { token })).body;
/** A save of the form as read, with the sender's phone and reply (the attack of item 1). */
async function save(token: string) {
  const { alipay_app_id, life_account, service_enabled } = (await settings(merchant)).data as Record<string, unknown>;
  return up.api.post(
    SERVICE_SAVE,
    { alipay_app_id, life_account, service_enabled, service_tel: '13300001111', auto_reply: '请加微信 x' },
    { token },
  );
}

describe('a route §2 leaves without a key (issue 30 item 1)', () => {
  it('is read by every sub-account, but the read-only viewer may not save it', async () => {
    const viewer = await up.api.login('viewer', 'viewer123', true);
    expect((await settings(viewer)).code).toBe(1);
    expect(await save(viewer)).toMatchObject({ status: 403, body: { code: 403, msg: '无权限：alipayService/edit' } });
    expect((await settings(merchant)).data.service_tel).not.toBe('13300001111');
  });

  it('a sub-account created without permissions may not save it either; it may read the WeChat coupons (§6: keyless = visible)', async () => {
    const none = await newSub([]);
    expect((await save(none)).status).toBe(403);
    expect((await up.api.post('/api/v2/wechat/couponList', { page: 1, page_size: 5 }, { token: none })).body.code).toBe(
      1,
    );
  });

  it('saves for the main account, and for a sub-account its merchant granted the derived write key', async () => {
    const mine = await save(merchant);
    expect(mine.body, JSON.stringify(mine.body)).toMatchObject({ code: 1 });
    const writer = await newSub(['alipayService:edit']);
    expect((await save(writer)).body.code).toBe(1);
    expect((await settings(merchant)).data.service_tel).toBe('13300001111');
  });
});

/** The smallest valid PNG (1×1, transparent). */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
function upload(token: string, field?: string) {
  const form = new FormData();
  if (field) form.append('field', field);
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
  return up.api.raw(ep.upload, { method: 'POST', body: form, headers: { 'User-Token': token } });
}
const codeOf = async (res: Response) => (await res.json()) as { code: number; msg?: string };

describe('uploads need a write grant on a resource with an upload field (issue 30 item 6a)', () => {
  it('refuses the read-only viewer and the operator (poster: query), with or without a field', async () => {
    for (const [name, password] of [
      ['viewer', 'viewer123'],
      ['operator', 'operator123'],
    ]) {
      const token = await up.api.login(name, password, true);
      const named = await upload(token, 'posters.image');
      expect(named.status).toBe(403);
      expect(await codeOf(named)).toMatchObject({
        code: 403,
        msg: '无权限：本账号不能新增或编辑带图片的内容，不能上传图片',
      });
      expect((await upload(token)).status).toBe(403);
    }
  });

  it('admits a sub-account that may edit posters — for posters, not for the carousel it may not write', async () => {
    const editor = await newSub(['poster:query', 'poster:edit']);
    expect((await upload(editor, 'posters.image')).status).toBe(200);
    expect((await upload(editor)).status).toBe(200);
    const carousel = await upload(editor, 'carouselImages.image');
    expect(carousel.status).toBe(403);
    expect(await codeOf(carousel)).toMatchObject({ msg: '无权限：swiper/add' });
    expect((await upload(merchant, 'carouselImages.image')).status).toBe(200);
  });
});

describe("an export task is the export right's (issue 30 item 6c)", () => {
  const settings = (exportTaskRows: number) =>
    up.api.raw('/__upstream/settings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ exportTaskRows }),
    });
  const taskOf = async (taskId: string, token: string) =>
    (await up.api.get(ep.exportTask, { task_id: taskId }, { token })).body;

  it('its progress and link are refused to a session of the merchant without the export right, and answered with it', async () => {
    expect((await settings(20)).status).toBe(200);
    const started = await up.api.post('/api/v2/order/export', {}, { token: merchant });
    const taskId = started.body.data.task_id as string;
    expect(typeof taskId).toBe('string');
    const operator = await up.api.login('operator', 'operator123', true);
    const refused = await taskOf(taskId, operator);
    expect(refused).toMatchObject({ code: 403, msg: '无权限：order_all/export' });
    expect(refused.data?.link).toBeUndefined();
    const exporter = await newSub(['order_all:query', 'order_all:export']);
    expect((await taskOf(taskId, exporter)).code).toBe(1);
    expect((await taskOf(taskId, merchant)).code).toBe(1);
  });
});

describe('a sub-account edits only sub-accounts within its own grants (issue 30 item 6b)', () => {
  const editSub = (body: Record<string, unknown>, token: string) =>
    up.api.post('/api/v2/subaccount/edit', body, { token });
  const idOf = async (tel: string) => {
    const list = await up.api.post('/api/v2/subaccount/list', { tel, page: 1, page_size: 5 }, { token: merchant });
    return (list.body.data.data as Array<{ id: number; tel: string }>).find((x) => x.tel === tel)!.id;
  };

  it('refuses to change the phone of one with wider grants, with the reason; edits one within them', async () => {
    const editor = await newSub(['SubaccountList:query', 'SubaccountList:get', 'SubaccountList:edit'], '13711110001');
    await newSub(['order_all:query', 'order_all:export'], '13711110002');
    await newSub(['SubaccountList:query'], '13711110003');
    const wider = await editSub({ id: await idOf('13711110002'), tel: '13711119999' }, editor);
    expect(wider.body).toMatchObject({ code: 0, msg: '不能修改权限超出本账号的子账号：13711110002' });
    expect(await idOf('13711110002')).toBeGreaterThan(0);
    expect((await editSub({ id: await idOf('13711110003'), remark: '可以改' }, editor)).body.code).toBe(1);
    // The main account holds everything.
    expect((await editSub({ id: await idOf('13711110002'), remark: '主账号改' }, merchant)).body.code).toBe(1);
  });
});
