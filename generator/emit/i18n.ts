import type { Lang } from '../../vocabulary/text';
import type { Model } from '../model';
import { HEADER, literal } from './code';

/** Every text the schemas carry, as react-admin i18n messages in both languages. */
export function messagesFor(model: Model, lang: Lang) {
  const resources = Object.fromEntries(
    model.resources.map((r) => [
      r.id,
      {
        name: r.label[lang],
        detail: r.detail ? r.detail.label[lang] : undefined,
        fields: Object.fromEntries(r.fields.map((f) => [f.name, f.label[lang]])),
        enums: nonEmpty(Object.fromEntries(
          r.fields.filter((f) => f.enum).map((f) => [f.name, Object.fromEntries(f.enum!.map((o) => [String(o.value), o.label[lang]]))]),
        )),
        patterns: nonEmpty(Object.fromEntries(r.fields.filter((f) => f.patternMessage).map((f) => [f.name, f.patternMessage![lang]]))),
        actions: nonEmpty(Object.fromEntries(r.actions.filter((a) => a.label).map((a) => [a.name, a.label![lang]]))),
        confirm: nonEmpty(Object.fromEntries(r.actions.filter((a) => a.confirm).map((a) => [a.name, a.confirm![lang]]))),
        summary: nonEmpty(Object.fromEntries(r.list.summary.map((s) => [s.name, s.label[lang]]))),
      },
    ]),
  );
  const menu = Object.fromEntries(Object.entries(model.routes.groups).map(([id, g]) => [id, g.label[lang]]));
  const pages = Object.fromEntries(model.routes.pages.map((p) => [p.key, p.label[lang]]));
  const permissions = Object.fromEntries(Object.entries(model.permissions.keys).map(([id, k]) => [id, k.label[lang]]));
  return { resources, app: { menu, pages, permissions } };
}

function nonEmpty<T extends object>(value: T): T | undefined {
  return Object.keys(value).length ? value : undefined;
}

/** src/generated/i18n.ts */
export function emitI18n(model: Model): string {
  return [
    HEADER('schemas/*.yaml, routes.yaml and permissions.yaml'),
    `export const generatedMessages = ${literal({ 'zh-CN': messagesFor(model, 'zh-CN'), en: messagesFor(model, 'en') })};`,
    '',
  ].join('\n');
}
