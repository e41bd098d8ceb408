import type { Lang } from '../../vocabulary/text';
import { setValueAt } from '../../vocabulary/paths';
import type { Model, ResourceModel, ViewModel } from '../model';
import { inSentence } from '../model/noun';
import { HEADER, literal } from './code';

/** Entries keyed by dotted names become nested objects, as react-admin's polyglot reads `fields.a.b`. */
function nested(entries: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> | undefined {
  if (entries.length === 0) return undefined;
  const out: Record<string, unknown> = {};
  for (const [name, value] of entries) setValueAt(out, name, value);
  return out;
}

function actionTexts(actions: ResourceModel['actions'], lang: Lang) {
  return {
    actions: nested(actions.filter((a) => a.label).map((a) => [a.name, a.label![lang]])),
    confirm: nested(actions.filter((a) => a.confirm).map((a) => [a.name, a.confirm![lang]])),
    submit: nested(actions.filter((a) => a.submit).map((a) => [a.name, a.submit![lang]])),
  };
}

/** An English noun's two forms as polyglot reads them (singular |||| plural), or one when they are the same. */
const englishForms = (one: string, many: string) => (one === many ? one : `${one} |||| ${many}`);

/** One resource's texts: its fields and values (shared with its views), its buttons, summary, chart and dashboard. */
function resourceTexts(r: ResourceModel, lang: Lang) {
  const d = r.dashboard;
  return {
    // react-admin's convention: the record's noun, singular |||| plural (Chinese has one form), for the titles it
    // builds (新建订单, Create Order); the list's own title is `title`.
    name: lang === 'en' ? englishForms(r.noun.en, r.noun.enPlural) : r.noun[lang],
    // react-admin's key for the noun inside a sentence (its empty page, confirmations; our lists' NoResults): "No
    // orders found", not "No Orders found". Chinese has no case: the noun as it is.
    forcedCaseName: lang === 'en' ? englishForms(inSentence(r.noun.en), inSentence(r.noun.enPlural)) : r.noun[lang],
    title: r.label[lang],
    detail: r.detail ? r.detail.label[lang] : undefined,
    fields: nested(r.fields.map((f) => [f.name, f.label[lang]])),
    enums: nested(
      r.fields
        .filter((f) => f.enum)
        .map((f) => [f.name, Object.fromEntries(f.enum!.map((o) => [String(o.value), o.label[lang]]))]),
    ),
    patterns: nested(r.fields.filter((f) => f.patternMessage).map((f) => [f.name, f.patternMessage![lang]])),
    ...actionTexts(r.actions, lang),
    summary: nested((r.list?.summary ?? []).map((s) => [s.name, s.label[lang]])),
    chart: r.list?.chart?.label?.[lang],
    charts: nested(
      (d?.charts ?? []).map((c) => [
        c.name,
        { title: c.label[lang], series: Object.fromEntries(c.series.map((s) => [s.name, s.label[lang]])) },
      ]),
    ),
    tables: nested((d?.tables ?? []).map((t, i) => [String(i), t.label[lang]])),
  };
}

/** A view reads as its resource (the same records, the same noun), under its own title and buttons. */
function viewTexts(base: ReturnType<typeof resourceTexts>, v: ViewModel, lang: Lang) {
  return { ...base, title: v.label[lang], detail: undefined, ...actionTexts(v.actions, lang) };
}

/** Every text the schemas carry, as react-admin i18n messages in both languages. */
export function messagesFor(model: Model, lang: Lang) {
  const resources = Object.fromEntries(
    model.resources.flatMap((r) => {
      const own = resourceTexts(r, lang);
      return [[r.name, own], ...r.views.map((v) => [v.name, viewTexts(own, v, lang)])];
    }),
  );
  const menu = Object.fromEntries(Object.entries(model.routes.groups).map(([id, g]) => [id, g.label[lang]]));
  const pages = Object.fromEntries(model.routes.pages.map((p) => [p.key, p.label[lang]]));
  const permissions = Object.fromEntries(Object.entries(model.permissionKeys).map(([id, k]) => [id, k.label[lang]]));
  return { resources, app: { menu, pages, permissions } };
}

/**
 * src/generated/i18n/<language>.ts: a module per language, so the console loads only the one it shows (issue 32, §9:
 * the second language arrives when it is chosen).
 */
export function emitI18n(model: Model, lang: Lang): string {
  return [
    HEADER('schemas/*.yaml, routes.yaml and permissions.yaml'),
    `export const messages = ${literal(messagesFor(model, lang))};`,
    '',
  ].join('\n');
}
