import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 31 item 14: src/ is layered (platform → kit → features → public/app) and eslint.config.js's zones forbid an
 * import that runs back up. Each case is one of the back-arrows the layout removed, linted as if written again.
 */
const BACK_ARROWS = [
  {
    file: 'src/platform/providers/accessControl.ts',
    line: "import type { ActionKey } from '../../kit/resources/types';",
  },
  { file: 'src/public/PublicApp.tsx', line: "import { preferenceStore } from '../app/App';" },
  { file: 'src/platform/routing/paths.ts', line: "import { userInfo } from '../providers/userInfo';" },
  { file: 'src/kit/resources/ListTable.tsx', line: "import { googleAuth } from '../../features/googleAuth';" },
];

describe('src/ layers (eslint zones)', () => {
  const eslint = new ESLint();

  it.each(BACK_ARROWS)('refuses $line in $file', async ({ file, line }) => {
    const [result] = await eslint.lintText(
      `${line}\nexport const used = [${line.match(/\{ (?:type )?(\w+)/)![1]}];\n`,
      { filePath: file },
    );
    const zones = result!.messages.filter((m) => m.ruleId === 'import/no-restricted-paths');
    expect(zones.map((m) => m.line)).toEqual([1]);
  });

  it('lets a layer import the one beneath it', async () => {
    const [result] = await eslint.lintText(
      "import { userInfo } from '../../platform/providers/userInfo';\nexport const u = userInfo;\n",
      {
        filePath: 'src/kit/resources/ListTable.tsx',
      },
    );
    expect(result!.messages.filter((m) => m.ruleId === 'import/no-restricted-paths')).toEqual([]);
  });
});
