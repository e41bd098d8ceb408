import type { SourceText } from '../load';
import { ownSchemaPath } from './ownNames';

/**
 * The first line of each resource YAML file points the YAML language server at the file's own schema (ownNames.ts).
 * A new file may start with the shared header (`…/project/resource.schema.json`), one copied from another file, or
 * none: it is still checked against the shared schema (and .vscode/settings.json maps schemas/*.yaml to it), and
 * `npm run generate` points it at its own; `--check` reports it until then. The dev loop leaves input files alone —
 * rewriting a file the editor has open while the developer types would clash with their next save.
 */
const HEADER = /^# yaml-language-server: \$schema=\S*$/;

/** The header a resource file under schemas/ should start with. */
export const ownHeader = (file: string) => `# yaml-language-server: $schema=../${ownSchemaPath(file)}`;

/** The file's text with its header pointing at its own schema (a header added when it has none); the same text if it does. */
export function withOwnHeader(file: string, text: string): string {
  const header = ownHeader(file);
  const end = text.indexOf('\n');
  const first = (end < 0 ? text : text.slice(0, end)).replace(/\r$/, '');
  if (first === header) return text;
  if (HEADER.test(first)) return end < 0 ? `${header}\n` : header + text.slice(text[end - 1] === '\r' ? end - 1 : end);
  return `${header}\n${text}`;
}

/** The resource YAML files whose header is not yet their own, rewritten (what generate writes and --check reports). */
export function headerUpdates(texts: readonly SourceText[]): Array<{ path: string; content: string }> {
  return texts
    .filter((t) => t.kind === 'resource' && /\.ya?ml$/.test(t.file) && withOwnHeader(t.file, t.text) !== t.text)
    .map((t) => ({ path: t.file, content: withOwnHeader(t.file, t.text) }));
}
