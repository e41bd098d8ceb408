/** Small helpers that print TypeScript source deterministically. */

export const HEADER = (schemaFile: string) =>
  `// generated — do not edit; edit ${schemaFile} and run npm run generate\n`;

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function str(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

export function key(name: string): string {
  return IDENT.test(name) ? name : str(name);
}

/** Source code placed as-is inside a literal (an identifier, an arrow function). */
export class Raw {
  constructor(readonly code: string) {}
}
export const raw = (code: string) => new Raw(code);

/** A value as a TS literal: single-quoted strings, keys in insertion order, undefined members dropped. */
export function literal(value: unknown, indent = ''): string {
  if (value === null) return 'null';
  if (value instanceof Raw) return value.code;
  if (typeof value === 'string') return str(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inner = indent + '  ';
    // Each item is printed once (printing it again for the other layout doubled the work at every level).
    const printed = value.map((v) => literal(v, inner));
    const oneLine = `[${printed.join(', ')}]`;
    return oneLine.length <= 100 && !oneLine.includes('\n')
      ? oneLine
      : `[\n${printed.map((p) => inner + p).join(',\n')},\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const inner = indent + '  ';
    const printed = entries.map(([k, v]) => `${key(k)}: ${literal(v, inner)}`);
    const oneLine = `{ ${printed.join(', ')} }`;
    if (oneLine.length <= 100 && !oneLine.includes('\n')) return oneLine;
    return `{\n${printed.map((p) => inner + p).join(',\n')},\n${indent}}`;
  }
  throw new Error(`cannot print ${typeof value} as a literal`);
}

export function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Imports sorted by module so output does not depend on the order emitters asked for them. */
export class Imports {
  private named = new Map<string, Set<string>>();
  private defaults = new Map<string, string>();
  private types = new Map<string, Set<string>>();

  add(module: string, ...names: string[]): this {
    const set = this.named.get(module) ?? new Set();
    names.forEach((n) => set.add(n));
    this.named.set(module, set);
    return this;
  }

  addDefault(module: string, name: string): this {
    this.defaults.set(module, name);
    return this;
  }

  addType(module: string, ...names: string[]): this {
    const set = this.types.get(module) ?? new Set();
    names.forEach((n) => set.add(n));
    this.types.set(module, set);
    return this;
  }

  print(): string {
    // Packages first, then relative modules; each group alphabetical.
    const rank = (m: string) => (m.startsWith('.') ? '1' : '0') + m;
    const modules = [...new Set([...this.named.keys(), ...this.defaults.keys(), ...this.types.keys()])].sort((a, b) =>
      rank(a).localeCompare(rank(b)),
    );
    const lines: string[] = [];
    for (const m of modules) {
      const def = this.defaults.get(m);
      const named = [...(this.named.get(m) ?? [])].sort();
      if (def || named.length) {
        const parts = [def, named.length ? `{ ${named.join(', ')} }` : undefined].filter(Boolean).join(', ');
        lines.push(`import ${parts} from ${str(m)};`);
      }
      const types = [...(this.types.get(m) ?? [])].sort();
      if (types.length) lines.push(`import type { ${types.join(', ')} } from ${str(m)};`);
    }
    return lines.join('\n');
  }
}
