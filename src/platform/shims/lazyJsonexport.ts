/**
 * What react-admin's default exporter (`jsonExport(data, (err, csv) => downloadCSV(csv, resource))`) calls in the
 * console's build (build/lazyJsonexport.ts): jsonexport itself, loaded on the first export instead of before the first
 * list row (issue 32, §9). Same arguments, same callback, and the same promise jsonexport returns when it is given
 * data; a failed load rejects it, which the export button reports like any failed export.
 */
export default function lazyJsonExport(...args: unknown[]): Promise<unknown> {
  return import('jsonexport/dist/index.js').then(({ default: jsonExport }) => jsonExport(...args));
}
