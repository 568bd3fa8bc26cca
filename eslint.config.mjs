// Lint rules for the TypeScript and React code (content is checked by its own tools).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Boundaries between the folders, enforced rather than left to convention.

/** `process.env` is read in config/env.ts only, where it is validated (see its header). */
const PROCESS_ENV = [
  {
    selector: "MemberExpression[object.name='process'][property.name='env']",
    message: 'Read configuration through config/env.ts (the one validated place), not process.env.',
  },
  {
    selector: "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.name='env']",
    message: 'Read configuration through config/env.ts (the one validated place), not process.env.',
  },
];
const PROCESS_ENV_IMPORT = {
  name: 'node:process',
  importNames: ['env'],
  message: 'Read configuration through config/env.ts (the one validated place), not process.env.',
};

/** tests/ is the test suite: code other folders share with it lives in quality/ (or src/lib/). */
const TESTS_IMPORT = {
  regex: '(^|/)tests/',
  message: 'Nothing outside tests/ imports from tests/: move what is shared to quality/.',
};

/**
 * The plugins' modules that run in the browser too (the Copy page widget converts the live page
 * with the page model's own normaliser and Markdown writer). Every other plugin module is Node
 * code: the build's, never the bundle's.
 */
const BROWSER_SAFE_PLUGIN_MODULES = [
  'plugins/page-model/model.ts',
  'plugins/page-model/normalise.ts',
  'plugins/page-model/outputs/export-text.ts',
  'plugins/page-model/outputs/markdown.ts',
];
const PLUGINS_NODE_IMPORT = {
  regex: '(^|/)plugins/(?!page-model/(model|normalise|outputs/export-text|outputs/markdown)$)',
  allowTypeImports: true, // types are erased: no plugin code reaches the bundle
  message:
    "src/ is the browser bundle: it does not import plugins' Node code (the browser-safe modules are listed in eslint.config.mjs).",
};
const NODE_BUILTIN_IMPORT = {
  regex: '^node:',
  message: 'Browser code does not import Node built-ins.',
};

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-third-party/**',
      '.docusaurus/**',
      'node_modules/**',
      '.scratch/**',
      // Each docs version's sample project: its packages, and the samples the content checks write.
      'sample-projects/*/node_modules/**',
      'sample-projects/*/.scratch/**',
      '.stryker-tmp/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'api/**/*.api.mdx',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'tests/**', 'plugins/**', 'config/**', '*.ts'],
    languageOptions: {globals: {process: 'readonly', console: 'readonly', URL: 'readonly'}},
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-syntax': ['error', ...PROCESS_ENV],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {paths: [PROCESS_ENV_IMPORT], patterns: [TESTS_IMPORT]},
      ],
    },
  },
  {
    files: ['src/**', ...BROWSER_SAFE_PLUGIN_MODULES],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [PROCESS_ENV_IMPORT],
          patterns: [TESTS_IMPORT, PLUGINS_NODE_IMPORT, NODE_BUILTIN_IMPORT],
        },
      ],
    },
  },
  {
    // The test suite imports its own support modules.
    files: ['tests/**'],
    rules: {'@typescript-eslint/no-restricted-imports': ['error', {paths: [PROCESS_ENV_IMPORT]}]},
  },
  {
    // Browser specs take `test` from tests/support/test.ts, which drops route handlers still at
    // work when a test ends (their errors would fail the run outside any test).
    files: ['tests/e2e/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            PROCESS_ENV_IMPORT,
            {
              name: '@playwright/test',
              importNames: ['test'],
              allowTypeImports: true,
              message: "Import test from '../support/test' instead.",
            },
          ],
        },
      ],
    },
  },
  {
    // The process.env rule is about the product: what the site and its build do. The test suite,
    // the tooling scripts and the modules that start local Chromium, nginx and `npm start` read
    // tooling knobs (ports, browser and nginx paths, CI) that never reach the product, and hand the
    // environment on to the processes they start; validating those through config/env.ts would
    // only couple the product's configuration to the test harness.
    files: [
      'config/env.ts',
      'tests/**',
      'scripts/**',
      'quality/browser.ts',
      'quality/nginx.ts',
      'quality/measure-dev-start.ts',
      'playwright.config.ts',
    ],
    rules: {'no-restricted-syntax': 'off'},
  },
);
