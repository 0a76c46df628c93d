import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/**
 * The rules this Next version recommends (core web vitals, React, hooks, accessibility, TypeScript).
 * `npm run lint` runs them with zero warnings allowed; `npm test` runs it first.
 */
export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // `_name` marks a parameter kept for its position in a signature.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // A file is read in one sitting: past 300 lines of code it is split by what it does; a function
    // is taken in at once: past 100 lines it is split by panel or step (a test file's describe
    // blocks by topic). Everywhere, tests too; generated files are ignored below.
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Test helpers live in tests/support or beside the code as `*.testing.ts`, imported only by
    // tests and other helpers: production code never ships them.
    ignores: ['tests/**', '**/*.test.ts', '**/*.test.tsx', '**/*.testing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.testing', '**/tests/support/**'],
              message: 'Test helpers are for tests only: production code must not import them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read arbitrary JSON answers and poke at internals on purpose.
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Uploads show through src/features/media/MediaImage.tsx: an img listing the sizes the media
    // collection already stored, with no client script; next/image's optimiser is off (next.config.ts).
    rules: { '@next/next/no-img-element': 'off' },
  },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'data/**',
    'media/**',
    'test-results/**',
    'bench/reports/**',
    'generated/**',
    'next-env.d.ts',
    'src/payload-types.ts',
    'src/migrations/**',
    'src/app/(payload)/admin/importMap.js',
  ]),
])
