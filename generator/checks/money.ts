import type { ActionInput, FieldsInput } from '../input';
import type { CheckId } from './registry';
import { didYouMean } from '../suggest';
import type { Path, ProjectContext } from './context';
import type { ResourceCheck } from './list';

/**
 * `moneyOut` (issue 30 item 3): the action's form or dialog asks for the security password — an add's create form, or
 * the dialog of a row action with a call — and the call carries it in upstream.yaml's `securityPasswordParam`.
 */
export function checkMoneyOut(ctx: ProjectContext, c: ResourceCheck, a: ActionInput, at: Path): void {
  if (!a.moneyOut) return;
  const report = (id: CheckId, message: string) => c.checker.report(id, c.source, [...at, 'moneyOut'], message, true);
  const createForm = a.name === 'add' && !a.call;
  const rowDialog = a.place === 'row' && a.call !== undefined && !['export', 'import', 'delete'].includes(a.name);
  if (!createForm && !rowDialog)
    report(
      'money-out.form',
      '"moneyOut" asks for the security password in a form: an "add" (its create form) or a row action with a "call" (its dialog)',
    );
  else if (createForm && c.r.screens?.create)
    report(
      'money-out.own-screen',
      '"moneyOut" adds its input to the generated create form; this resource builds its own ("screens.create")',
    );
  else if (ctx.upstream?.clients[c.r.upstream?.client ?? '']?.convention === 'rest')
    report(
      'money-out.rest',
      '"moneyOut" needs an envelope client: a rest client (ra-data-simple-rest) sends only the record',
    );
  else if (ctx.upstream && !ctx.upstream.securityPasswordParam)
    report(
      'money-out.password-param',
      '"moneyOut" needs upstream.yaml "securityPasswordParam": the parameter the security password travels in',
    );
}

/**
 * `maximumFrom: { summary }` names a figure of this file's list summary, on a number field a create form asks for
 * (the form reads the figure from the list answer).
 */
export function checkLiveMaximums(c: ResourceCheck, fields: FieldsInput): void {
  const figures = (c.r.list?.summary ?? []).map((s) => s.name);
  for (const [name, f] of Object.entries(fields)) {
    if (f.type === 'object' || !f.maximumFrom) continue;
    const at = ['fields', name, 'maximumFrom'];
    if (f.type !== 'number' && f.type !== 'integer')
      c.checker.report(
        'maximum-from.type',
        c.source,
        at,
        `"maximumFrom" bounds a number; "${name}" is of type ${f.type}`,
        true,
      );
    const figure = f.maximumFrom.summary;
    if (!figures.includes(figure)) {
      c.checker.report(
        'maximum-from.summary',
        c.source,
        [...at, 'summary'],
        `"${figure}" is not a figure of the list's summary${didYouMean(figure, figures) || (figures.length ? ` (its figures: ${figures.join(', ')})` : '; add one under list.summary')}`,
      );
    }
    if (!((c.r.create ?? []) as readonly string[]).includes(name))
      c.checker.report(
        'maximum-from.create',
        c.source,
        at,
        `"maximumFrom" bounds what the create form asks for; "${name}" is not in "create"`,
        true,
      );
  }
}
