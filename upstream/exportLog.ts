import { randomBytes } from 'node:crypto';
import type { Model, ResourceModel } from '../generator/model';
import { setValueAt, valueAt } from '../vocabulary/paths';
import type { UpstreamProfile } from '../vocabulary/upstreamProfile';
import { fixedRoute } from './fixedRoutes';
import { refusal, type Answer } from './http';
import { ordered } from './records';
import type { Route } from './router';
import type { Rec, Store } from './store';
import { formatDateTime } from './time';

/** Where a download link points (upstream.yaml operations.download); the key in it is the only credential. */
export function downloadLink(profile: UpstreamProfile, key: string): string {
  const op = profile.operations.download;
  return `${op.path}?${new URLSearchParams({ [op.params.key]: key })}`;
}
const HOUR_MS = 3_600_000;

const logOf = (model: Model): ResourceModel | undefined => model.resources.find((r) => r.exportLog);

/**
 * Files past their time read as expired in the log, without a link. Run before the log is read, so a status never
 * outlives its file.
 */
export function sweepExpired(r: ResourceModel, records: readonly Rec[], now = new Date()): void {
  const log = r.exportLog;
  if (!log) return;
  const stamp = formatDateTime(now);
  for (const rec of records) {
    const expires = valueAt(rec, log.expires);
    if (typeof expires === 'string' && expires < stamp) setValueAt(rec, log.status.field, log.status.expired);
    // An expired file has no link left to offer.
    if (valueAt(rec, log.status.field) === log.status.expired) setValueAt(rec, log.link, null);
  }
}

export interface ExportedFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
  /** The screen it came from (its Chinese title). */
  source: string;
}

/**
 * Records a finished export in the merchant's download log (when a schema is the log) and keeps its file for the
 * link: a random 128-bit key, so a link can be opened in a browser tab without the token and guessed by nobody.
 * Answers the link (none without a log).
 */
export function recordExport(store: Store, merchant: string, file: ExportedFile, now = new Date()): string | undefined {
  const r = logOf(store.model);
  if (!r?.exportLog) return undefined;
  const log = r.exportLog;
  const table = store.table(r.name, merchant);
  const key = randomBytes(16).toString('hex');
  const expires = new Date(now.getTime() + log.keepHours * HOUR_MS);
  store.files.set(key, {
    merchant,
    filename: file.filename,
    contentType: file.contentType,
    bytes: file.bytes,
    expires: expires.getTime(),
  });
  const stamp = r.fields.find((f) => f.readOnly && f.widget === 'datetime' && f.name !== log.expires)?.name;
  const values: Rec = {};
  for (const f of r.fields) setValueAt(values, f.name, null);
  setValueAt(values, r.recordId, store.nextId(table));
  if (stamp) setValueAt(values, stamp, formatDateTime(now));
  setValueAt(values, log.file, file.filename);
  if (log.source) setValueAt(values, log.source, file.source);
  setValueAt(values, log.size, file.bytes.length);
  const link = downloadLink(store.model.upstream, key);
  setValueAt(values, log.link, link);
  setValueAt(values, log.expires, formatDateTime(expires));
  setValueAt(values, log.status.field, log.status.ready);
  table.records.push(ordered(r, values));
  return link;
}

const GONE = refusal(410, '文件已过期，请重新导出');
const NO_FILE = refusal(404, '文件不存在');

/** The download link: public (a browser tab sends no token), answered by the key alone, until the file expires. */
export function downloadRoute(store: Store): Route {
  return fixedRoute(store.model.upstream, 'download', 'public', ({ input }): Answer => {
    const key = typeof input.key === 'string' && /^[0-9a-f]{32}$/.test(input.key) ? input.key : '';
    const file = store.files.get(key);
    if (!file) return NO_FILE;
    if (file.expires < Date.now()) return GONE;
    return {
      kind: 'file',
      status: 200,
      contentType: file.contentType,
      bytes: file.bytes,
      filename: file.filename,
      asciiFilename: `export-${key.slice(0, 8)}.xlsx`,
    };
  });
}

/** After records left the log (deleted), their files go too: a deleted entry's link must not keep working. */
export function dropUnlisted(r: ResourceModel, store: Store, merchant: string): void {
  const log = r.exportLog;
  if (!log) return;
  const links = new Set(store.table(r.name, merchant).records.map((rec) => String(valueAt(rec, log.link) ?? '')));
  for (const [key, file] of store.files) {
    // Expired files keep answering 410 (their swept entries hold no link any more, so they would look deleted).
    if (file.merchant === merchant && !links.has(downloadLink(store.model.upstream, key)) && file.expires > Date.now())
      store.files.delete(key);
  }
}
