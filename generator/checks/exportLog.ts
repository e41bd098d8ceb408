import { fieldAt, isDate, widgetOfField, type ProjectContext } from './context';
import type { CheckId } from './registry';
import { valueProblem } from './values';
import type { ResourceCheck } from './list';

/**
 * exportLog: each key names a field of the right kind, the status values are the field's, and only one resource of
 * the project is the log (the embedded upstream writes every export into it).
 */
export function checkExportLog(ctx: ProjectContext, c: ResourceCheck): void {
  const log = c.r.exportLog;
  if (!log) return;
  const report = (id: CheckId, path: (string | number)[], message: string, atKey = false) =>
    c.checker.report(id, c.source, ['exportLog', ...path], message, atKey);
  if ((c.r.page ?? 'list') !== 'list') report('export-log.page', [], 'the export log is a list page', true);
  const text = (key: 'file' | 'source' | 'link', name: string | undefined) => {
    const f = name === undefined ? undefined : fieldAt(c, ['exportLog', key], name);
    if (f && f.type !== 'string') report('export-log.field.type', [key], `field "${name}" is not a text field`);
  };
  text('file', log.file);
  text('source', log.source);
  text('link', log.link);
  const size = fieldAt(c, ['exportLog', 'size'], log.size);
  if (size && size.type !== 'integer')
    report('export-log.size', ['size'], `field "${log.size}" is not an integer field (bytes)`);
  const expires = fieldAt(c, ['exportLog', 'expires'], log.expires);
  if (expires && (!isDate(expires) || widgetOfField(expires) !== 'datetime'))
    report('export-log.expires', ['expires'], `field "${log.expires}" is not a datetime field`);
  const status = fieldAt(c, ['exportLog', 'status', 'field'], log.status.field);
  if (status) {
    for (const key of ['ready', 'expired'] as const) {
      const problem = valueProblem(status, log.status[key]);
      if (problem) report('export-log.status', ['status', key], problem);
    }
  }
  const first = ctx.resources.find(({ r }) => r.exportLog !== undefined);
  if (first && first.r !== c.r)
    report('export-log.duplicate', [], `only one resource is the export log; ${first.source.file} already is`, true);
}
