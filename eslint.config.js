// One lint setup for the whole repository: type-aware rules (floating promises, unsafe any) everywhere,
// React hooks rules in web/, and the dependency direction of docs/architecture.md enforced by import restrictions.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'e2e/artifacts/**', 'server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: [
          './packages/core/tsconfig.json',
          './packages/contracts/tsconfig.json',
          './server/tsconfig.json',
          './web/tsconfig.json',
          './e2e/tsconfig.json',
          './bench/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify handlers and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='Math'][property.name='random']", message: 'Use a seeded Rng from @playbook/core.' }],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', '@playbook/*', 'react', 'fastify'] }],
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'sessionStorage', 'document', 'window', 'process'],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '@playbook/server'] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', '@playbook/web'] }] },
  },
  { files: ['eslint.config.js', 'vitest.config.ts', 'vitest.fast-check.ts', 'scripts/**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
