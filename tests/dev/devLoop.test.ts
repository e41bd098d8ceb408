/**
 * Issue 31 items 1, 2 and 10: the dev loop driven as a developer drives it — `npm start` on a copy of the project,
 * files saved, the terminal and the page's websocket read.
 */
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMAS_GOOD_AGAIN } from '../../generator/vitePlugin';
import { client } from '../../upstream/testkit';
import { startDevServer, type DevServer } from './devServer';

let dev: DevServer;
beforeAll(async () => {
  dev = await startDevServer();
}, 90000);
afterAll(async () => {
  await dev?.stop();
});

const file = (name: string) => path.join(dev.dir, name);
const read = (name: string) => readFileSync(file(name), 'utf8');
const save = (name: string, text: string) => writeFileSync(file(name), text);
/** A top-level key the schema language does not know: a located error in schemas/cinemas.yaml. */
const BROKEN_KEY = 'colums_typo';
const count = (text: string, part: string) => text.split(part).length - 1;

describe('the dev loop (npm start)', () => {
  it('says the schemas are good again and clears the overlay when a broken schema is saved back unchanged', async () => {
    const good = read('schemas/cinemas.yaml');
    const before = dev.messages.length;
    let at = dev.output().length;
    save('schemas/cinemas.yaml', `${good}\n${BROKEN_KEY}: 1\n`);
    at = await dev.printed(/\[schemas\] nothing regenerated/, at);
    await dev.sent((m) => m.type === 'error', before);
    const afterError = dev.messages.length;
    // Undo to the last good text: the output is byte-identical, so nothing is written and no hot update follows.
    save('schemas/cinemas.yaml', good);
    await dev.printed(new RegExp(SCHEMAS_GOOD_AGAIN.replace(/[[\]]/g, '\\$&')), at);
    await dev.sent((m) => m.type === 'full-reload', afterError);
  }, 60000);

  it('prints one error list for a save that touches several files, and only from the console half', async () => {
    const good = read('schemas/cinemas.yaml');
    const from = dev.output().length;
    // One save of several files (a branch switch, a search-and-replace): each is a watcher event.
    save('schemas/cinemas.yaml', `${good}\n${BROKEN_KEY}: 1\n`);
    for (const other of ['schemas/orders.yaml', 'schemas/posters.yaml', 'routes.yaml']) save(other, read(other));
    await dev.printed(/\[upstream\] the schemas are broken/, from);
    await dev.printed(/\[schemas\] nothing regenerated/, from);
    // The fix is saved after that; runs are one after another, so once it is reported every earlier run has printed.
    save('schemas/cinemas.yaml', good);
    await dev.printed(/endpoints reloaded/, from);
    await dev.printed(/the schemas are good again/, from);
    const printed = dev.output().slice(from);
    expect(count(printed, `unknown key "${BROKEN_KEY}"`)).toBe(1);
  }, 60000);

  it('keeps reloading the upstream after a brand save and a console restart: a new schema answers its list call', async () => {
    const brand = read('brands/starlight.yaml');
    const retitled = brand.replace(/^title: .*$/m, 'title: 星光测试品牌');
    expect(retitled).not.toBe(brand);
    let at = dev.output().length;
    save('brands/starlight.yaml', retitled);
    at = await dev.printed(/\[schemas\] regenerated/, at);
    // The page's first paint names the saved brand without a restart of the console.
    expect(await (await fetch(`${dev.consoleUrl}/`)).text()).toContain('星光测试品牌');
    // Something that does need a restart (the configuration itself): the upstream must still follow.
    const now = new Date();
    utimesSync(file('vite.config.ts'), now, now);
    save('vite.config.ts', read('vite.config.ts'));
    at = await dev.printed(/server restarted/, at);
    expect(count(dev.output(), 'server restarted')).toBe(1);
    save('schemas/coupons.yaml', COUPONS);
    await dev.printed(/\[upstream\] endpoints reloaded/, at);
    const api = client(dev.upstreamUrl);
    const { accessToken } = await api.loginTokens('merchant', 'merchant123');
    const reply = await api.get(
      '/api/admin/coupon/list',
      { pageNo: 1, pageSize: 20 },
      { token: accessToken, client: 'gateway' },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 1 });
  }, 90000);

  it('serves an icon a save names for the first time without re-optimising the dependencies (issue 31 item 9)', async () => {
    const schema = read('schemas/agentWithdrawals.yaml');
    const renamed = schema.replace('icon: Payments', 'icon: Savings');
    expect(renamed).not.toBe(schema);
    const at = dev.output().length;
    save('schemas/agentWithdrawals.yaml', renamed);
    await dev.printed(/\[schemas\] regenerated/, at);
    const screen = await (await fetch(`${dev.consoleUrl}/src/generated/resources/agentWithdrawals.tsx`)).text();
    const icon = /from\s*"([^"]*icons-material[^"]*Savings[^"]*)"/.exec(screen)?.[1];
    expect(icon).toBeDefined();
    // The module as published, not a pre-bundled dependency: one discovered now would re-optimise them all and
    // reload the page.
    expect(icon).toMatch(/node_modules\/@mui\/icons-material\/esm\/Savings\.js/);
    const answer = await fetch(new URL(icon!, dev.consoleUrl));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('createSvgIcon');
  });

  it('sends a screen path typed without its # to its hash route (issue 31 item 3)', async () => {
    const page = { accept: 'text/html,application/xhtml+xml' };
    const r = await fetch(`${dev.consoleUrl}/user/login`, { headers: page, redirect: 'manual' });
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/#/user/login');
    // The page itself and the proxied upstream calls are not redirected.
    expect((await fetch(`${dev.consoleUrl}/`, { headers: page, redirect: 'manual' })).status).toBe(200);
    expect(
      (await fetch(`${dev.consoleUrl}/api/v2/cinema/list`, { headers: page, redirect: 'manual' })).status,
    ).not.toBe(302);
  });
});

/** A schema the project has not got (as upstream/newSchema.test.ts adds): a gateway list on a route of its own. */
const COUPONS = `
name: coupons
label: { zh-CN: 优惠券, en: Coupons }
route: /gateway/couponList
menu: { order: 58 }
permission: coupon
recordId: coupon_id
upstream:
  client: gateway
  list: { method: GET, path: /api/admin/coupon/list }
fields:
  coupon_id: { type: integer, label: { zh-CN: 券ID, en: ID }, readOnly: true, seed: { kind: sequence } }
  title: { type: string, label: { zh-CN: 券名称, en: Title }, required: true, maxLength: 30, seed: { kind: film } }
list:
  columns: [title]
`;
