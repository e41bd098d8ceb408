import { build, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { planColdPath, unplannedImports, type ColdPathPlan, type ColdPathRoots, type PlanChunk } from './coldPathPlan';

/** Set while the first build runs, so that build's own copy of this plugin leaves the bundler's splitting alone. */
const FIRST_BUILD = 'CONSOLE_COLD_PATH_FIRST_BUILD';

function chunksOf(output: Rolldown.RolldownOutput): PlanChunk[] {
  return output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}

/** The first build: the bundler's own splitting, kept in memory (not minified: the split does not depend on it). */
async function firstBuild(config: UserConfig): Promise<PlanChunk[]> {
  process.env[FIRST_BUILD] = '1';
  try {
    const result = await build({
      ...config,
      configFile: false,
      logLevel: 'warn',
      build: { ...config.build, write: false, minify: false, sourcemap: false, manifest: false },
    });
    const outputs = Array.isArray(result) ? result : [result];
    return outputs.flatMap((output) => ('output' in output ? chunksOf(output) : []));
  } finally {
    delete process.env[FIRST_BUILD];
  }
}

/**
 * Issue 13 (§9): a production build puts what a visit needs before its first screen into a few files
 * (build/coldPathPlan.ts says which and why). It builds twice: once to see the bundler's own chunks, once with the
 * plan read off them as rolldown code-splitting groups; then it checks the output keeps the plan's promise and fails
 * the build if not. The dev server is untouched.
 */
export function coldPathChunks(roots: ColdPathRoots): Plugin {
  let plan: ColdPathPlan | null = null;
  return {
    name: 'cold-path-chunks',
    apply: 'build',
    async config(config) {
      if (process.env[FIRST_BUILD]) return;
      const root = config.root ?? process.cwd();
      const planned = planColdPath(await firstBuild(config), roots, root);
      plan = planned;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The plan's groups are closed under their modules' imports already; pulling in dependencies again
                // would drag the entry's own modules (React, the session) into the console's file.
                includeDependenciesRecursively: false,
                groups: [{ debugName: 'cold-path', name: (id: string) => planned.get(id) ?? null }],
              },
            },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      if (!plan) return;
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const problems = unplannedImports(chunks, plan);
      if (problems.length > 0) this.error(`cold-path-chunks: the build broke its plan:\n  ${problems.join('\n  ')}`);
    },
  };
}
