/**
 * The repository paths a markdown page names, so a test can check each exists (issue 31 item 14: the README named a
 * `fieldKinds.tsx` nobody had). Three forms count: a code span that starts with a top-level folder or is a root file
 * (`src/fields/textWidth.ts`, `upstream.yaml`), a bare file name in a code span or in the layout tree
 * (`SeriesChart.tsx`: some tracked file has that name), and a relative markdown link (`[x](../guide/deploy.md)`).
 * What a path holds after a placeholder (`schemas/<name>.yaml`, `brands/*`) is not checked: the folder before it is.
 */
import path from 'node:path';

const TOP = [
  'src',
  'generator',
  'tests',
  'upstream',
  'vocabulary',
  'bench',
  'deploy',
  'scripts',
  'build',
  'patches',
  'schemas',
  'brands',
  'public',
  'docs',
  '.ci',
  '.vscode',
];
const ROOT_FILES = [
  'README.md',
  'upstream.yaml',
  'routes.yaml',
  'permissions.yaml',
  'package.json',
  'index.html',
  'vite.config.ts',
  'eslint.config.js',
  'tsconfig.json',
  'vitest.config.ts',
];
const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(tsx?|mjs|sh|yaml|md)$/;

export interface NamedPath {
  /** As written. */
  text: string;
  /** `path`: relative to the repository root; `name`: a tracked file's base name. */
  kind: 'path' | 'name';
  /** The repository path (or base name) to look for. */
  target: string;
}

/** The part of a path before any placeholder, glob or line reference: `schemas/<name>.yaml` → `schemas/`. */
export function beforePlaceholder(p: string): string {
  const cut = p.search(/[<*{[:]/);
  const head = cut < 0 ? p : p.slice(0, cut);
  return cut < 0 ? head : head.slice(0, head.lastIndexOf('/') + 1);
}

function fromSpan(span: string): NamedPath | undefined {
  const text = span.trim().replace(/^\.\//, '');
  const first = text.split('/')[0];
  if (TOP.includes(first) && text.includes('/') && !/\s/.test(text))
    return { text, kind: 'path', target: beforePlaceholder(text) };
  if (ROOT_FILES.includes(text)) return { text, kind: 'path', target: text };
  if (FILE_NAME.test(text)) return { text, kind: 'name', target: text };
  return undefined;
}

/** Every path a page names. `file` is the page's own repository path (links resolve against its folder). */
export function namedPaths(markdown: string, file: string): NamedPath[] {
  const found: NamedPath[] = [];
  const fences = markdown.split(/^```.*$/m);
  fences.forEach((part, i) => {
    if (i % 2 === 1) {
      // Inside a code block: the layout tree's file names (`fields/ … (fieldKinds.tsx)`), checked by base name.
      for (const m of part.matchAll(/(?<![\w/.-])([A-Za-z][\w-]*\.(?:tsx|ts))\b/g))
        found.push({ text: m[1], kind: 'name', target: m[1] });
      return;
    }
    for (const m of part.matchAll(/`([^`\n]+)`/g)) {
      const named = fromSpan(m[1]);
      if (named) found.push(named);
    }
    for (const m of part.matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = m[1].split('#')[0];
      if (!link || /^[a-z]+:/.test(link)) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), link));
      found.push({ text: m[1], kind: 'path', target: target === '.' ? '' : target });
    }
  });
  return found;
}
