import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const DATABASE_IMPORTS = {
  group: ['@/lib/db', '@/lib/db/*', '**/lib/db', '**/lib/db/*'],
  message: 'Routes and components do not read the database: call a function of lib/<domain> (DESIGN.md).',
};
// Issue 18, one import style: another folder by '@/...' (the path from the project root), the same folder by './...'.
const PARENT_IMPORTS = {
  group: ['../*', '../**'],
  message: "Import another folder by '@/...', from the project root; './' is for the same folder (one import style).",
};
// Issue 18, one message reader: what the API answers is worded in the translators' texts, as pages are.
const BUNDLED_MESSAGES = {
  group: ['@/lib/i18n/messages', '**/i18n/messages'],
  importNames: ['messagesByLocale'],
  message:
    "API answers and the code that words them read messagesFor (lib/i18n/held-messages.ts), the translators' Studio edits over the bundled texts.",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // DESIGN "Dependencies point one way" (no two modules import each other, through any number of steps) is checked by
  // `npm run import-graph` over every module, in under a second; ESLint's import/no-cycle took 40 s of a 70 s lint.
  {
    // One import style in the app, its tests and scripts. The Content Lake stand-in is a program of its own, and the
    // plain-Node scripts (.mjs) have no '@/' paths.
    files: ['**/*.{ts,tsx,mts}'],
    ignores: ['content-lake/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PARENT_IMPORTS] }] },
  },
  {
    // DESIGN: no route or component imports lib/db; they call a function of lib/<domain>. (One rule's options replace
    // another's, so each block names every pattern that applies to its files.)
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DATABASE_IMPORTS, PARENT_IMPORTS] }] },
  },
  {
    // The API's routes: neither the database nor the bundled texts alone (one rule's options replace another's, so
    // both are named here).
    files: ['app/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DATABASE_IMPORTS, BUNDLED_MESSAGES, PARENT_IMPORTS] }] },
  },
  {
    // The domains and the HTTP layer word API answers with messagesFor; the bundled catalogue is read only where
    // the translators' edits are laid over it.
    files: ['lib/**/*.ts'],
    ignores: ['lib/i18n/**', 'lib/content/ui-messages.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [BUNDLED_MESSAGES, PARENT_IMPORTS] }] },
  },
  {
    // The browser tests take Playwright's test from tests/e2e/test.ts, which makes each test's reused browser context
    // as a new one would be (one rule's options replace another's, so the folder rule is named here too).
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [PARENT_IMPORTS],
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './test' (tests/e2e/test.ts): it resets what a reused browser context keeps.",
            },
          ],
        },
      ],
    },
  },
  globalIgnores(['.next/**', '.data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'sanity.types.ts', 'next-env.d.ts']),
  {
    // The Content Lake stand-in and the app meet only over HTTP, as the app and Sanity do; scripts/ and
    // tests/ may import both.
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './content-lake',
              from: '.',
              except: ['./content-lake', './node_modules'],
              message: 'The Content Lake stand-in imports nothing from the app: only its own files and packages.',
            },
            {
              target: ['./app', './components', './lib', './schemas', './studio', './*.ts'],
              from: './content-lake',
              message: 'The app reaches the Content Lake stand-in over HTTP only (CONTENT_LAKE_URL), as it reaches Sanity.',
            },
          ],
        },
      ],
    },
  },
]);
