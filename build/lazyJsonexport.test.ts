import path from 'node:path';
import { describe, expect, it } from 'vitest';
import lazyJsonExport from '../src/platform/shims/lazyJsonexport';
import { JSONEXPORT, lazyJsonexport } from './lazyJsonexport';

const shim = path.resolve('src/platform/shims/lazyJsonexport.ts');
const resolve = (source: string, importer: string | undefined) => {
  const hook = lazyJsonexport(shim).resolveId as (source: string, importer: string | undefined) => string | null;
  return hook(source, importer);
};

describe('lazyJsonexport (issue 32: the first row does not wait for the CSV writer)', () => {
  it("sends react-admin's import of jsonexport to the stand-in, and the stand-in's own to jsonexport", () => {
    expect(resolve(JSONEXPORT, '/x/node_modules/ra-core/dist/export/defaultExporter.js')).toBe(shim);
    expect(resolve(JSONEXPORT, shim)).toBeNull();
    expect(resolve('jsonexport', '/x/node_modules/ra-core/dist/export/defaultExporter.js')).toBeNull();
  });

  it("writes the same CSV through react-admin's callback as jsonexport does", async () => {
    const csv = await new Promise<string>((done, fail) =>
      lazyJsonExport([{ id: 1, name: 'a,b' }], (error: Error | null, text: string) =>
        error ? fail(error) : done(text),
      ),
    );
    expect(csv.split(/\r?\n/)).toEqual(['id,name', '1,"a,b"']);
  });
});
