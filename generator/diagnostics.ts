/**
 * Located problems in the input files. The library collects them and throws one GeneratorInputError;
 * only cli.ts prints and exits.
 */
export interface Diagnostic {
  /** Path relative to the project root, with forward slashes (e.g. schemas/orders.yaml). */
  file: string;
  /** 1-based line and column of the offending node (the key for unknown keys); 0 when the file has no position. */
  line: number;
  col: number;
  /** JSON pointer inside the file, e.g. /fields/status/widget; '' for the whole file. */
  pointer: string;
  message: string;
  /**
   * Stable check id, printed after the message (`… unknown field "stauts" [field.unknown]`): golden files and docs
   * match it rather than the wording. Lower-case, dot-separated, area first (e.g. `list.column.unknown`). Every id is
   * registered in checks/registry.ts (its kinds, keys and summary; docs/reference/checks.md lists them).
   */
  id: string;
}

/** Bad input: the generator writes nothing and the CLI exits 1. */
export class GeneratorInputError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(
      `${diagnostics.length} problem${diagnostics.length === 1 ? '' : 's'} in the input:\n${formatDiagnostics(diagnostics)}`,
    );
    this.name = 'GeneratorInputError';
  }
}

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.col}  ${d.pointer || '/'}  ${d.message} [${d.id}]`;
}

/**
 * A diagnostic as the golden files hold it: where and which check, not the wording (`file:line:col  /pointer  [id]`),
 * so rewording a message leaves them green while a moved or changed check turns them red.
 */
export function diagnosticKey(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.col}  ${d.pointer || '/'}  [${d.id}]`;
}

/**
 * Sorted by file, then position, so the report reads top to bottom — after the files that could not be read as YAML
 * (issue 31 item 5): the slip comes first, whatever else it may have caused.
 */
export function formatDiagnostics(diagnostics: Diagnostic[]): string {
  return sortDiagnostics(diagnostics).map(formatDiagnostic).join('\n');
}

export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      stage(a) - stage(b) ||
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.col - b.col ||
      a.message.localeCompare(b.message),
  );
}

export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerOf(path: readonly (string | number)[]): string {
  return path.map((p) => '/' + escapePointerToken(String(p))).join('');
}

const stage = (d: Diagnostic) => (d.id.startsWith('yaml.') || d.id === 'file.empty' ? 0 : 1);
