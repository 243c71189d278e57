import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The layers, and who may import whom (docs/architecture.md). A feature never imports another:
// the routes in app/ compose them.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url));
const SHARED = ['./src/entities', './src/lib', './src/components', './src/contracts'];
const layerZones = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; compose them in app/routes.',
  })),
  {
    target: SHARED,
    from: ['./src/features', './src/app'],
    message: 'Shared layers never import features or the app.',
  },
  {
    target: ['./src/lib', './src/components', './src/contracts'],
    from: './src/entities',
    message: 'lib, components and contracts sit below the entities.',
  },
  {
    target: './src/contracts',
    from: ['./src/lib', './src/components'],
    message: 'Contracts depend on zod alone.',
  },
  {
    target: './src/mocks',
    from: ['./src/app', './src/features', './src/entities', './src/components'],
    message:
      "The demo backend is the app's independent oracle: it imports facts (contracts, lib), never the app's code.",
  },
];

// Folders sorted by concern, and the order between them (docs/architecture.md): each folder imports only
// the folders listed for it, so no two import each other; files at the root (the editor's shell) compose
// them all. Tests may mount several folders together, as the shell does, so the order holds for app code.
const EDITOR_ORDER = {
  questions: ['branching', 'document', 'settings'],
  branching: ['document', 'settings'],
  saving: ['document', 'settings'],
  // Drafts kept in the browser, offered back when the editor opens (docs/decisions/0013-drafts-keep-their-base.md).
  drafts: ['document', 'settings'],
  document: ['settings'],
  settings: [],
};
const SURVEY_ENTITY_ORDER = {
  ui: ['api', 'schedule', 'versions', 'model', 'routing', 'kinds'],
  api: ['schedule', 'versions', 'model', 'routing', 'kinds'],
  // The survey's schedule (see docs/decisions/0010-schedule-through-a-gate-flag.md): pure time and plan
  // code over the contracts, lib and the survey's model.
  schedule: ['model'],
  versions: ['model', 'routing', 'kinds'],
  model: ['routing', 'kinds'],
  routing: ['kinds'],
  kinds: [],
};
function folderOrder(base, order) {
  const folders = Object.keys(order);
  return folders.flatMap((folder) => {
    const listed = order[folder].map((other) => `${other}/`).join(', ') || 'no other folder';
    const message = `${base.slice('./src/'.length)}: ${folder}/ imports ${listed} (docs/architecture.md).`;
    const refused = folders.filter((other) => other !== folder && !order[folder].includes(other));
    const root = { target: `${base}/${folder}`, from: `${base}/*.{ts,tsx}`, message };
    if (refused.length === 0) return [root];
    return [{ target: `${base}/${folder}`, from: refused.map((other) => `${base}/${other}`), message }, root];
  });
}
const orderZones = [
  ...folderOrder('./src/features/survey-editor', EDITOR_ORDER),
  ...folderOrder('./src/entities/survey', SURVEY_ENTITY_ORDER),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'playwright-report',
      'test-results',
      '.scratch',
      'reports',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['scripts/**/*.mjs', 'deploy/**/*.mjs', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Scripts the app inlines as text (`?csp-hashed`), such as the preview frame's bootstrap.
    files: ['src/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@mui/icons-material', message: 'Import icons by path: @mui/icons-material/Name' }],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          alias: { '@': [fileURLToPath(new URL('./src', import.meta.url))] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...orderZones] }] },
  },
  {
    // Model code is plain TypeScript, testable and usable without a screen: React and MUI values stay in
    // components and hooks (a type may still be named, e.g. a ReactNode in a description).
    files: ['src/**/{model,kinds,routing,versions,schedule}/**/*.{ts,tsx}', 'src/contracts/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react(-[a-z-]+)?|@mui/.+|@tanstack/react-.+)(/.*)?$',
              allowTypeImports: true,
              message:
                'Model code imports no React or MUI values (types only): keep them in ui/ or components.',
            },
          ],
        },
      ],
    },
  },
  {
    // A survey PATCH leaves through patchSurvey (entities/survey/api/patch-survey.ts), which keeps the
    // cache: the raw update is called nowhere else. Tests may call it, as someone elsewhere would.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/entities/survey/api/patch-survey.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='surveysApi'][property.name='update']",
          message:
            'PATCH a survey through patchSurvey (entities/survey/api/patch-survey.ts): it keeps the cache.',
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: [
      'src/features/**/*.{ts,tsx}',
      'src/entities/**/*.{ts,tsx}',
      'src/lib/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/contracts/**/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@mui/icons-material', message: 'Import icons by path: @mui/icons-material/Name' }],
          patterns: [
            {
              group: ['**/mocks/**', '**/app/**'],
              message: 'Features, entities and shared code never import the mock or the app layer.',
            },
          ],
        },
      ],
    },
  },
);
