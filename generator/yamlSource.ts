import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { pointerOf, type Diagnostic } from './diagnostics';

/** A parsed input file: plain data plus enough of the YAML tree to locate any JSON pointer in it. */
export interface ParsedSource {
  file: string;
  data: unknown;
  /** Returns 1-based line/col of the node at a pointer path (or of its key when `key` is set). */
  locate(path: readonly (string | number)[], key?: boolean): { line: number; col: number };
}

/** Keys that would reach Object.prototype when data is merged or assigned later. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Parses YAML (or JSON, a subset of it) safely: the core schema only, no custom tags, no merge keys, no
 * duplicate keys, no prototype keys. The data is rebuilt by hand from the tree so nothing reaches a setter.
 */
export function parseSource(file: string, text: string): { source?: ParsedSource; diagnostics: Diagnostic[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, schema: 'core', merge: false, uniqueKeys: true, prettyErrors: false, strict: true });
  const diagnostics: Diagnostic[] = [];
  const at = (offset: number) => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, col: p.col };
  };
  for (const e of [...doc.errors, ...doc.warnings]) {
    const pos = at(e.pos[0]);
    // The parser names an unknown tag by its expanded URI (tag:yaml.org,2002:js/function); quote it as written.
    // A repeated key is reported at the second occurrence; name it.
    const duplicate = e.code === 'DUPLICATE_KEY' ? /^\s*["']?([^"':\n]+?)["']?\s*:/.exec(text.slice(e.pos[0]))?.[1] : undefined;
    const id = e.code === 'TAG_RESOLVE_FAILED' ? 'yaml.custom-tag' : duplicate ? 'yaml.duplicate-key' : 'yaml.syntax';
    const message = e.code === 'TAG_RESOLVE_FAILED'
      ? `custom YAML tag ${text.slice(e.pos[0], e.pos[1])} is not allowed`
      : duplicate
        ? `invalid YAML: key "${duplicate}" appears twice in the same map`
        : `invalid YAML: ${firstLine(e.message)}`;
    diagnostics.push({ file, ...pos, pointer: '', message, id });
  }
  if (diagnostics.length > 0) return { diagnostics };

  const data = toPlain(doc.contents as Node | null, [], file, at, diagnostics);
  if (diagnostics.length > 0) return { diagnostics };
  const locate = (path: readonly (string | number)[], key = false) => locateIn(doc, path, key, at);
  return { source: { file, data, locate }, diagnostics };
}

function firstLine(message: string): string {
  return message.split('\n')[0].trim();
}

type At = (offset: number) => { line: number; col: number };

function toPlain(node: Node | null, path: (string | number)[], file: string, at: At, out: Diagnostic[]): unknown {
  if (node === null || node === undefined) return null;
  if (node.tag && !node.tag.startsWith('tag:yaml.org,2002:')) {
    out.push({ file, ...at(node.range?.[0] ?? 0), pointer: pointerOf(path), message: `custom YAML tag ${node.tag} is not allowed`, id: 'yaml.custom-tag' });
    return null;
  }
  if (isAlias(node)) {
    out.push({ file, ...at(node.range?.[0] ?? 0), pointer: pointerOf(path), message: 'YAML aliases (*name) are not allowed; write the value out', id: 'yaml.alias' });
    return null;
  }
  if (isScalar(node)) return node.value;
  if (isSeq(node)) return node.items.map((item, i) => toPlain(item as Node, [...path, i], file, at, out));
  if (isMap(node)) {
    const result: Record<string, unknown> = {};
    for (const pair of node.items) {
      const keyNode = pair.key as Node | null;
      const key = isScalar(keyNode) ? keyNode.value : undefined;
      const pos = at(keyNode?.range?.[0] ?? 0);
      if (typeof key !== 'string' && typeof key !== 'number') {
        out.push({ file, ...pos, pointer: pointerOf(path), message: 'map keys must be plain strings', id: 'yaml.key-type' });
        continue;
      }
      const name = String(key);
      if (name === '<<') {
        out.push({ file, ...pos, pointer: pointerOf([...path, name]), message: 'YAML merge keys (<<) are not allowed; write the keys out', id: 'yaml.merge-key' });
        continue;
      }
      if (FORBIDDEN_KEYS.has(name)) {
        out.push({ file, ...pos, pointer: pointerOf([...path, name]), message: `key "${name}" is not allowed (prototype pollution)`, id: 'yaml.forbidden-key' });
        continue;
      }
      Object.defineProperty(result, name, {
        value: toPlain(pair.value as Node | null, [...path, name], file, at, out),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return result;
  }
  out.push({ file, ...at((node as Node).range?.[0] ?? 0), pointer: pointerOf(path), message: 'unsupported YAML node', id: 'yaml.unsupported' });
  return null;
}

function locateIn(doc: Document, path: readonly (string | number)[], key: boolean, at: At): { line: number; col: number } {
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
  const target = key && keyNode ? keyNode : node ?? keyNode;
  return at(target?.range?.[0] ?? 0);
}
