import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
  type YAMLMap,
} from 'yaml';
import type { CheckId } from './checks/registry';
import { pointerOf, type Diagnostic } from './diagnostics';

/** A parsed input file: plain data plus enough of the YAML tree to locate any JSON pointer in it. */
export interface ParsedSource {
  file: string;
  data: unknown;
  /** Returns 1-based line/col of the node at a pointer path (or of its key when `key` is set). */
  locate(path: readonly (string | number)[], key?: boolean): { line: number; col: number };
  /**
   * Set when the file had YAML problems but a document could still be read (issue 31 item 5: one slip must not
   * cascade). `unreadable`: a syntax error, so what was read may be cut short anywhere — only its names count, no
   * other problem is reported in it. Otherwise `dropped` lists the pointers of the nodes left out (an alias, a merge
   * key, a custom tag …): the meta-schema's complaints about them (a missing key) are the same slip again.
   */
  damage?: { unreadable: boolean; dropped: readonly string[] };
}

/** Keys that would reach Object.prototype when data is merged or assigned later. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Parses YAML (or JSON, a subset of it) safely: the core schema only, no custom tags, no merge keys, no
 * duplicate keys, no prototype keys. The data is rebuilt by hand from the tree so nothing reaches a setter. A file
 * with such problems still answers what could be read (its `damage` says how much), so the rest of the file and the
 * files naming it are checked as usual; only an empty document answers no source.
 */
export function parseSource(file: string, text: string): { source?: ParsedSource; diagnostics: Diagnostic[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {
    lineCounter,
    schema: 'core',
    merge: false,
    uniqueKeys: true,
    prettyErrors: false,
    strict: true,
  });
  const diagnostics: Diagnostic[] = [];
  const at = (offset: number) => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, col: p.col };
  };
  // After a syntax error the parser's further complaints are mostly that error again: report the first.
  const firstSyntax = doc.errors.find((e) => e.code !== 'DUPLICATE_KEY');
  for (const e of [...doc.errors, ...doc.warnings].filter(
    (e) => e.code === 'DUPLICATE_KEY' || !doc.errors.includes(e) || e === firstSyntax,
  )) {
    const pos = at(e.pos[0]);
    // The parser names an unknown tag by its expanded URI (tag:yaml.org,2002:js/function); quote it as written.
    // A repeated key is reported at the second occurrence; name it.
    const duplicate =
      e.code === 'DUPLICATE_KEY' ? /^\s*["']?([^"':\n]+?)["']?\s*:/.exec(text.slice(e.pos[0]))?.[1] : undefined;
    const id = e.code === 'TAG_RESOLVE_FAILED' ? 'yaml.custom-tag' : duplicate ? 'yaml.duplicate-key' : 'yaml.syntax';
    const message =
      e.code === 'TAG_RESOLVE_FAILED'
        ? `custom YAML tag ${text.slice(e.pos[0], e.pos[1])} is not allowed`
        : duplicate
          ? `invalid YAML: key "${duplicate}" appears twice in the same map`
          : `invalid YAML: ${firstLine(e.message)}`;
    diagnostics.push({ file, ...pos, pointer: '', message, id });
  }
  // A duplicate key keeps its last value and an unresolved tag is left out below: the rest of the tree is sound.
  const unreadable = doc.errors.some((e) => e.code !== 'DUPLICATE_KEY');
  const tagsReported = diagnostics.some((d) => d.id === 'yaml.custom-tag');
  const dropped: string[] = [];
  const data = toPlain(doc.contents as Node | null, [], { file, at, out: diagnostics, dropped, tagsReported });
  if (data === DROPPED || (unreadable && (data === null || typeof data !== 'object'))) return { diagnostics };
  const locate = (path: readonly (string | number)[], key = false) => locateIn(doc, path, key, at);
  const damage = diagnostics.length > 0 ? { unreadable, dropped } : undefined;
  return { source: { file, data, locate, ...(damage && { damage }) }, diagnostics };
}

function firstLine(message: string): string {
  return message.split('\n')[0].trim();
}

type At = (offset: number) => { line: number; col: number };

/** What toPlain reports into: the file's diagnostics and the pointers of the nodes it leaves out. */
interface PlainContext {
  file: string;
  at: At;
  out: Diagnostic[];
  dropped: string[];
  /** The parser already reported the unresolved tags (its warnings): leave them out without a second report. */
  tagsReported: boolean;
}

/** A node left out of the data (its key is omitted from a map; a list keeps null in its place). */
const DROPPED = Symbol('dropped');

/** The core schema's own tags: anything else (!!js/function, !local) is a custom tag. */
const CORE_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'seq', 'map'].map((t) => `tag:yaml.org,2002:${t}`));

function drop(
  ctx: PlainContext,
  node: Node | null,
  path: (string | number)[],
  id: CheckId,
  message: string,
  report = true,
) {
  ctx.dropped.push(pointerOf(path));
  if (report) ctx.out.push({ file: ctx.file, ...ctx.at(node?.range?.[0] ?? 0), pointer: pointerOf(path), message, id });
  return DROPPED;
}

function toPlain(node: Node | null, path: (string | number)[], ctx: PlainContext): unknown {
  if (node === null || node === undefined) return null;
  if (node.tag && !CORE_TAGS.has(node.tag)) {
    return drop(ctx, node, path, 'yaml.custom-tag', `custom YAML tag ${node.tag} is not allowed`, !ctx.tagsReported);
  }
  if (isAlias(node))
    return drop(ctx, node, path, 'yaml.alias', 'YAML aliases (*name) are not allowed; write the value out');
  if (isScalar(node)) return node.value;
  if (isSeq(node)) {
    return node.items.map((item, i) => {
      const value = toPlain(item as Node, [...path, i], ctx);
      return value === DROPPED ? null : value;
    });
  }
  if (isMap(node)) return mapToPlain(node, path, ctx);
  return drop(ctx, node, path, 'yaml.unsupported', 'unsupported YAML node');
}

function mapToPlain(node: YAMLMap, path: (string | number)[], ctx: PlainContext): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const pair of node.items) {
    const keyNode = pair.key as Node | null;
    const key = isScalar(keyNode) ? keyNode.value : undefined;
    if (typeof key !== 'string' && typeof key !== 'number') {
      drop(ctx, keyNode, path, 'yaml.key-type', 'map keys must be plain strings');
      continue;
    }
    const name = String(key);
    if (name === '<<') {
      drop(ctx, keyNode, [...path, name], 'yaml.merge-key', 'YAML merge keys (<<) are not allowed; write the keys out');
      continue;
    }
    if (FORBIDDEN_KEYS.has(name)) {
      drop(ctx, keyNode, [...path, name], 'yaml.forbidden-key', `key "${name}" is not allowed (prototype pollution)`);
      continue;
    }
    const value = toPlain(pair.value as Node | null, [...path, name], ctx);
    if (value === DROPPED) continue;
    Object.defineProperty(result, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return result;
}

function locateIn(
  doc: Document,
  path: readonly (string | number)[],
  key: boolean,
  at: At,
): { line: number; col: number } {
  let node = doc.contents as Node | null;
  let keyNode: Node | null = null;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) break;
      keyNode = pair.key as Node;
      node = pair.value as Node | null;
    } else if (isSeq(node) && /^\d+$/.test(String(segment))) {
      const item = node.items[Number(segment)] as Node | undefined;
      if (!item) break;
      keyNode = null;
      node = item;
    } else {
      break;
    }
  }
  const target = key && keyNode ? keyNode : (node ?? keyNode);
  return at(target?.range?.[0] ?? 0);
}
