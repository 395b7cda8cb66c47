// Lint: TypeScript, React hooks, accessibility, and the one-way import layers of docs/requirements/style.md
// (shared → features → app; no feature imports another — every folder under src/features, read below; copy
// and components do not import each other; the template's samples fenced off in src/samples; only tests import
// src/testing; only src/lib/api-client.ts imports axios; a page's head tags go through src/components/head.tsx).
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const onlyApiClientTalksHttp = { name: 'axios', message: 'Only src/lib/api-client.ts talks HTTP: use apiGet/apiPost.' };
// A <Helmet> rendered by a render React sets aside keeps its tags in the head for good (react-helmet-async#226).
const headTagsThroughHead = {
  name: 'react-helmet-async',
  importNames: ['Helmet'],
  message: "A page's head tags go through <Head> (src/components/head.tsx), which lists them once on screen.",
};

// Every folder under src/features is a feature: a new one is fenced from the others without a change here.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sharedFolders = ['blocks', 'components', 'config', 'copy', 'lib', 'types', 'utils', 'styles', 'assets'].map(
  (folder) => `./src/${folder}`,
);
// The template's samples (src/samples) keep the same layers among themselves: their pages (routes/) and demo shop
// (shop/, a feature) on top of their sections, copy, hooks and shapes.
const sampleShared = ['components', 'copy', 'lib', 'types', 'assets'].map((folder) => `./src/samples/${folder}`);
const sampleTop = ['./src/samples/routes', './src/samples/shop'];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.tmp', '.lighthouse', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'shots', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'no-restricted-imports': ['error', { paths: [onlyApiClientTalksHttp, headTagsThroughHead] }],
    },
  },
  {
    files: ['src/components/head.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [onlyApiClientTalksHttp] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Shared code never reaches up into features or the app.
            {
              target: [...sharedFolders, ...sampleShared],
              from: ['./src/features', './src/app', ...sampleTop],
              message: 'Shared code must not import features or app.',
            },
            // The purchased template's samples are fenced off: nothing of the company's imports src/samples, so the folder
            // and the route table's `sample` entries can go together. The router finds their pages by a glob, not an
            // import; the unit tests' default answers (src/testing/handlers/index.ts) include the demo shop's products.
            {
              target: ['./src/*.{ts,tsx}', './src/!(samples|testing)/**', './src/testing/*.{ts,tsx}', './src/testing/handlers/!(index).ts'],
              from: './src/samples',
              message: "The company's code must not import the template's samples (src/samples).",
            },
            // Copy is data: it types itself from src/types and never reaches into components.
            {
              target: ['./src/copy', './src/samples/copy'],
              from: ['./src/components', './src/samples/components'],
              message: 'Copy must not import components: put the type in src/types.',
            },
            // Components draw what they are given: routes and layouts pass copy, navigation and company data in.
            // Tests may feed a component real copy.
            {
              target: [
                './src/components/!(*.test).{ts,tsx}',
                './src/components/**/!(*.test).{ts,tsx}',
                './src/samples/components/**/!(*.test).{ts,tsx}',
              ],
              from: ['./src/copy', './src/samples/copy'],
              message: 'Components must not import copy: take it as a prop from the route or layout.',
            },
            // The browser reads the content model's declarations (plain data), never its zod schemas: visitors'
            // pages would download the schema library.
            {
              target: './src',
              from: './common/content-model/schema.ts',
              message: 'The browser reads the declarations (kinds.ts, fields.ts), not the zod schemas.',
            },
            // Features never reach into the app, nor into each other.
            {
              target: ['./src/features', './src/samples/shop'],
              from: ['./src/app', './src/samples/routes'],
              message: 'Features must not import the app layer.',
            },
            // Shared code is written for any page: it takes copy and company facts as arguments.
            {
              target: [
                './src/lib/**/!(*.test).{ts,tsx}',
                './src/types',
                './src/config/!(*.test).ts',
                './src/samples/lib/**/!(*.test).{ts,tsx}',
                './src/samples/types',
              ],
              from: ['./src/copy', './src/samples/copy'],
              message: 'Only routes and layouts import src/copy: pass the copy in.',
            },
            // Page copy reaches a feature as props from its route; the feature's own copy lives in the feature.
            {
              target: ['./src/features', './src/samples/shop'],
              from: ['./src/copy', './src/samples/copy'],
              message: 'Features must not import src/copy: take page copy as props from the route.',
            },
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature; compose them in src/app.',
            })),
            // Test helpers (src/testing: msw handlers, render helpers) are for tests only: no file the site ships imports them.
            {
              target: ['./src/*.{ts,tsx}', './src/!(testing)/**/!(*.test).{ts,tsx}'],
              from: './src/testing',
              message: 'Only tests import src/testing.',
            },
            // The demo shop is a feature of the samples: it imports none of the company's.
            {
              target: './src/samples/shop',
              from: './src/features',
              message: 'A feature must not import another feature; compose them in src/app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared folder is used by the site and the server alike: it imports neither.
    files: ['common/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './common',
              from: ['./src', './server'],
              message: 'common/ is shared by the site and the server: it must not import either.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server imports nothing from the site (src/): what both need lives in common/ (which imports
    // neither: its zone above).
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [onlyApiClientTalksHttp],
          patterns: [
            {
              regex: '(^|/)src/|^@/',
              message: 'The server must not import the site (src/): move what both need to common/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/api-client.ts', 'src/lib/api-client.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'src/testing/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
