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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests read arbitrary JSON answers and poke at internals on purpose.
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Images come from the media collection already resized into WebP variants (thumbnail, card, wide;
    // see src/features/media) and each <img> names the one it needs; next/image's optimiser would
    // resize them again on every cache miss.
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
