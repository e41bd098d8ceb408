/**
 * Writes a draft schema as YAML a person reads: short maps and lists of scalars on one line, as schemas/*.yaml are
 * written, and every guess the importer could not make as a `# TODO:` comment above the key it concerns.
 */
import { Document, isMap, isPair, isScalar, isSeq, visit, type Node, type Pair } from 'yaml';

/** A comment above a key (path of keys and indexes into the draft; [] for the top of the file). */
export interface Todo {
  path: (string | number)[];
  text: string;
}

export function renderDraft(draft: Record<string, unknown>, todos: readonly Todo[], header: string[]): string {
  const doc = new Document(draft);
  const commented = new Set<Node>();
  const top: string[] = [];
  for (const todo of todos) {
    const target = todo.path.length ? keyNode(doc, todo.path) : undefined;
    if (!target) {
      top.push(` TODO: ${todo.text}${todo.path.length ? ` (${todo.path.join('.')})` : ''}`);
      continue;
    }
    target.commentBefore = [target.commentBefore, ` TODO: ${todo.text}`].filter(Boolean).join('\n');
    commented.add(target);
  }
  doc.commentBefore = [...header.map((l) => ` ${l}`), ...top].join('\n');
  const oneLine = (n: unknown) => isScalar(n) || ((isMap(n) || isSeq(n)) && n.flow === true);
  // Twice: the first pass puts the innermost maps on one line, the second the maps made only of those (enum options).
  for (let pass = 0; pass < 2; pass++) {
    visit(doc, {
      Map(_, map, path) {
        const inList = isSeq(path[path.length - 1]);
        const short = map.items.length <= 6 && map.items.every((p) => !commented.has(p.key as Node));
        if (
          (short && map.items.every((p) => isScalar(p.value))) ||
          (pass === 1 && inList && short && map.items.every((p) => oneLine(p.value)))
        )
          map.flow = true;
      },
      Seq(_, seq) {
        const width = seq.items.reduce<number>((n, i) => n + String(isScalar(i) ? i.value : '').length + 2, 0);
        if (seq.items.every((i) => isScalar(i)) && width < 90) seq.flow = true;
      },
    });
  }
  return doc.toString({ lineWidth: 120, flowCollectionPadding: true });
}

function keyNode(doc: Document, path: (string | number)[]): Node | undefined {
  const parent = path.length > 1 ? doc.getIn(path.slice(0, -1), true) : doc.contents;
  const last = path[path.length - 1];
  if (isMap(parent)) {
    const pair = parent.items.find((p: Pair) => isPair(p) && isScalar(p.key) && p.key.value === last);
    return (pair?.key as Node | undefined) ?? undefined;
  }
  if (isSeq(parent) && typeof last === 'number') return parent.items[last] as Node | undefined;
  return undefined;
}
