/**
 * The two OpenAPI commands of npm run generate (issue 35), for cli.ts to print and exit by:
 *   --from-openapi <file|url> --operation <operationId or "METHOD path"> [--name <resource>] [--force]
 *   --check-openapi <file|url>
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatDiagnostics } from '../diagnostics';
import { checkDrift } from './drift';
import { loadDocument, OpenApiError } from './document';
import { draftSchema, ImportError } from './importer';
import { clientsOf } from './listCall';

export interface CommandResult {
  code: 0 | 1;
  out: string[];
  err: string[];
}

export function isOpenApiCommand(args: readonly string[]): boolean {
  return args.includes('--from-openapi') || args.includes('--check-openapi');
}

export async function runOpenApiCommand(args: readonly string[], root: string): Promise<CommandResult> {
  const value = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 && args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : undefined;
  };
  try {
    if (args.includes('--check-openapi')) {
      const source = value('--check-openapi');
      if (!source) return usage('--check-openapi needs the document: a file or a URL');
      const elsewhere: string[] = [];
      const diagnostics = checkDrift(await loadDocument(fromCwd(source), root), root, elsewhere);
      const out = elsewhere.length ? [`not in ${source} (another service's document?): ${elsewhere.join(', ')}`] : [];
      if (diagnostics.length === 0)
        return { code: 0, out: [...out, `every schema naming an operation of ${source} is in step with it`], err: [] };
      return {
        code: 1,
        out,
        err: [formatDiagnostics(diagnostics), `\n${diagnostics.length} difference(s) from ${source}.`],
      };
    }
    const source = value('--from-openapi');
    const operation = value('--operation');
    if (!source || !operation)
      return usage('--from-openapi needs the document and --operation <operationId or "METHOD /path">');
    const doc = await loadDocument(fromCwd(source), root);
    const { name, yaml } = draftSchema({ doc, operation, name: value('--name'), clients: clientsOf(root) });
    const file = path.join(root, 'schemas', `${name}.yaml`);
    const rel = path.relative(root, file);
    if (existsSync(file) && !args.includes('--force'))
      return usage(`${rel} exists: give another --name, or --force to replace it`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, yaml);
    const todos = yaml.split('\n').filter((l) => /#\s*TODO:/.test(l)).length;
    return { code: 0, out: [`wrote ${rel} from ${doc.label} with ${todos} TODO(s); run npm run generate`], err: [] };
  } catch (error) {
    if (error instanceof OpenApiError || error instanceof ImportError) return usage(error.message);
    throw error;
  }
}

/** A file named on the command line is relative to where the command runs (npm run: the project), a URL is kept. */
function fromCwd(source: string): string {
  return /^https?:\/\//.test(source) ? source : path.resolve(source);
}

function usage(message: string): CommandResult {
  return { code: 1, out: [], err: [message] };
}
