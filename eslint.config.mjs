import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
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
