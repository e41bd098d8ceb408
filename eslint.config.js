import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * bulletproof-react's feature zones: a feature imports shared code, never the app shell or another feature, so each
 * can be read, moved or removed alone.
 */
const features = readdirSync('./src/features', { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const featureZones = [
  {
    target: './src/features',
    from: './src/app',
    message: 'a feature must not import the app shell; the app shell composes features',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`, './contract.ts'],
    message: 'a feature must not import another feature',
  })),
];

/**
 * src/ in layers, each importing only those beneath it (README Layout): platform/ (brand, config, i18n, routing,
 * providers, components, tasks, skin) → kit/ (the runtime of generated screens: fields, actions, resources) →
 * features/ → the shells, public/ (signed out) and app/ (signed in). generated/ sits on kit/ and platform/.
 */
const layerZones = [
  {
    target: './src/platform',
    from: ['./src/kit', './src/features', './src/app', './src/public'],
    message: 'the platform is beneath the screen kit, the features and the shells: move the shared piece down instead',
  },
  {
    target: './src/platform/routing',
    from: './src/platform/providers',
    message: 'routes are data beneath access control: a hook that joins the two lives in platform/providers',
  },
  {
    target: './src/kit',
    from: ['./src/features', './src/app', './src/public'],
    message: 'the screen kit must not import a feature or a shell: features fill registration points instead',
  },
  {
    target: './src/public',
    from: ['./src/app', './src/features'],
    message: 'the signed-out shell must not import the signed-in shell or a feature: share through platform/',
  },
];

/** One rule object for both no-restricted-imports blocks (a later block's options replace an earlier one's). */
const ICONS_BARREL = {
  name: '@mui/icons-material',
  message: "import each icon by its path ('@mui/icons-material/Download'), never the icons barrel",
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'tests/.tmp', 'tests/fixtures/**/out', 'upstream/.tmp', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Browser shims that stand in for a CommonJS package (vite.config.ts aliases): CommonJS themselves.
  { files: ['src/platform/shims/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.commonjs } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Imports flow one way (house style): vocabulary → generator → upstream, vocabulary → src; the browser app never
      // reaches into the generator or the upstream, node code never into the browser tree, and src/'s layers
      // (layerZones) never reach up.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './vocabulary',
              from: ['./src', './generator', './upstream', './tests', './scripts', './bench'],
              message: 'the vocabulary is plain data beneath everything: it imports nothing of the project',
            },
            {
              target: ['./generator', './upstream'],
              from: './src',
              message: 'node code shares the vocabulary, never the browser tree',
            },
            { target: './src', from: './generator', message: 'the app must not import the generator' },
            { target: './src', from: './upstream', message: 'the app must not import the embedded upstream' },
            ...layerZones,
            { target: './generator', from: './upstream' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // Issue 8: small files with one purpose. A file past about 300 lines or a function past about 60 does more than
    // one thing; split it (sub-components, hooks, named sub-schemas) rather than raise the limits. Generated output
    // (src/generated, generator/generated) and tests, whose tables and scenarios read best whole, are not held to it.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/generated/**', 'generator/generated/**', 'tests/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Issue 13: icons by path only ('@mui/icons-material/Download'). The barrel re-exports some 2,000 icons; a bundler
    // that fails to shake it (or a dev server, which does not try) loads them all. Everywhere, generated code included:
    // the generator emits path imports, and this keeps it so.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [ICONS_BARREL] }],
    },
  },
  {
    // Issue 13 (initial JS): the shell and the features load with the first screen; the fields barrel holds every
    // widget of every generated screen, so importing it from there puts all of them in the entry (measured: +38 KiB
    // gzip). Import the one component's file instead; generated screens, loaded lazily, use the barrel.
    files: ['src/app/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ICONS_BARREL],
          patterns: [
            {
              regex: '(^|/)fields(/index)?$',
              message:
                "import the component's own file (fields/components/<Name>), not the fields barrel: it would put every widget in the initial bundle",
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 13 (cold load): one top-level await anywhere in the browser tree makes rolldown switch its chunk
    // optimizations off for the whole build (measured: 163 files instead of 115; a signed-in cold load fetched 90).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'AwaitExpression:not(:function AwaitExpression), ForOfStatement[await=true]:not(:function ForOfStatement)',
          message: 'no top-level await in browser code: wrap it in an async function (see src/main.tsx)',
        },
      ],
    },
  },
);
