import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { readdirSync } from 'node:fs';

// The layers, and who may import whom (README, "Architecture"). A feature never imports another:
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
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
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
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: [
      'src/features/**/*.{ts,tsx}',
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
              message: 'Features and shared code never import the mock or the app layer.',
            },
          ],
        },
      ],
    },
  },
);
