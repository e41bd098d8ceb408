import { stringify } from 'yaml';

/** What an editor shows on hover for one key: the plain description, the same as markdown with an example. */
export interface Doc {
  description: string;
  markdownDescription: string;
  /** Values of this key; the language tests validate each against the key's own schema. */
  examples?: unknown[];
}

/**
 * The documentation of one key of the schema language: its description, and an example value that editors show
 * under it (as YAML) and the tests validate against the key's schema. Every key carries one (issue: editor
 * completion), so a developer never has to guess a shape.
 */
export function doc(description: string, example?: unknown): Doc {
  if (example === undefined) return { description, markdownDescription: description };
  const shown =
    typeof example === 'object' && example !== null
      ? `\n\n\`\`\`yaml\n${stringify(example).trimEnd()}\n\`\`\``
      : `\n\nExample: \`${String(example)}\``;
  return { description, markdownDescription: `${description}${shown}`, examples: [example] };
}

/** A snippet an editor offers where the key is completed (`${1:name}` marks tab stops, as VS Code expects). */
export interface Snippet {
  label: string;
  description: string;
  body: unknown;
}
