import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', '**/.__mf__temp/**', 'bench/results/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // An app is a feature: it may use the shared packages, never another app's source.
    files: ['shell/**', 'mf-*/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/mf-*/**', '**/shell/**', '@school/mf-*', '@school/shell'], message: 'Apps share code only through shared-api and shared-ui.' }] }],
    },
  },
  {
    // Playwright fixtures: \`use\` is Playwright's, and \`async ({}, use)\` is its idiom.
    files: ['e2e/**', 'bench/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
);
