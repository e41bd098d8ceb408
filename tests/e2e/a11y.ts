import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.0 A/AA and 2.1 AA: the level the console is held to (issue 13). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/**
 * Nodes axe may not judge, each with why it cannot be fixed here. Kept-alive screens (§2) stay in the page hidden,
 * and axe skips hidden nodes by itself, so nothing is excluded for them.
 */
const EXCLUDED: { selector: string; why: string }[] = [];

/**
 * Runs axe on what the page shows now and fails listing every serious or critical violation with the nodes it found.
 * The failure is soft: a test walking several screens goes on and reports every screen's violations at its end.
 */
export async function expectNoSeriousA11y(page: Page, screenName: string) {
  await test.step(`axe: ${screenName}`, async () => {
    // Judged as it settles: mid-way through a fade (a dialog opening) every colour is washed out. (Endless
    // animations, a spinner's, never settle and change no colour.)
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
    let builder = new AxeBuilder({ page }).withTags(TAGS);
    for (const { selector } of EXCLUDED) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`).join('\n')}`);
    expect.soft(report, `serious/critical accessibility violations on ${screenName}`).toEqual([]);
  });
}
