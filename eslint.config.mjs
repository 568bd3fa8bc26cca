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

/** tests/ is the test suite: code other folders share with it lives in scripts/ (or src/lib/). */
const TESTS_IMPORT = {
  regex: '(^|/)tests/',
  message: 'Nothing outside tests/ imports from tests/: move what is shared to scripts/lib/.',
};

/**
 * src/ is the browser bundle: it imports nothing from plugins/, the build's Node code, not even a
 * type. What both use lives in src/ (the page model's browser-safe modules in src/lib/page-model,
 * shapes of global data in src/types) and plugins/ imports it from there.
 */
const PLUGINS_IMPORT = {
  regex: '(^|/)plugins(/|$)',
  message:
    'src/ does not import from plugins/ (Node code of the build): move what both use into src/ and import it from plugins/.',
};
/** plugins/ is the build: it does not reach into scripts/, the tools run beside it. */
const SCRIPTS_IMPORT = {
  regex: '(^|/)scripts(/|$)',
  message:
    'plugins/ does not import from scripts/: move what both use into plugins/ (or config/, src/lib/) and import it from scripts/.',
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
    files: ['src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [PROCESS_ENV_IMPORT],
          patterns: [TESTS_IMPORT, PLUGINS_IMPORT, NODE_BUILTIN_IMPORT],
        },
      ],
    },
  },
  {
    files: ['plugins/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {paths: [PROCESS_ENV_IMPORT], patterns: [TESTS_IMPORT, SCRIPTS_IMPORT]},
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
    files: ['config/env.ts', 'tests/**', 'scripts/**', 'playwright.config.ts'],
    rules: {'no-restricted-syntax': 'off'},
  },
);
