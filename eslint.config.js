import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const appsApart = {
  group: ['**/mf-*/**', '**/shell/**', '@school/mf-*', '@school/shell'],
  message: 'Apps share code only through shared-api and shared-ui.',
};
// One copy of the router per page, and only the parts used (docs/decisions/007).
const oneRouter = {
  name: 'react-router-dom',
  message: 'Import the router from @school/shared-ui/runtime (shared-ui/src/router.ts).',
};
// The kit and the host reach the runtime through its entry only, so they see its one shared copy (docs/decisions/017).
const runtimeByEntry = {
  group: [
    '../router.ts',
    '../theme.ts',
    '../runtime-config.ts',
    '../parcel/*',
    '../ssr/*',
    '../data/*',
    '../session/*',
    '*/section-unavailable.tsx',
    './remote-*',
    './create-parcel.tsx',
    './parcel-root.tsx',
  ],
  message: "Import the runtime from '@school/shared-ui/runtime' (docs/decisions/017).",
};

// An island's own code loads with the first tap on it (docs/decisions/028): never the app's runtime.
const islandCode = [
  { name: '@school/shared-ui/runtime', message: 'An island imports @school/shared-ui/island (docs/decisions/028).' },
  { name: '@school/shared-ui/kit', message: 'An island imports @school/shared-ui/island (docs/decisions/028).' },
  {
    name: '@school/shared-api',
    allowTypeImports: true,
    message: "An island imports '@school/shared-api/selectors' or '/pictures', not the client (docs/decisions/028).",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '**/.__mf__temp/**',
      'bench/results/**',
      '**/test-results/**',
    ],
  },
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
    rules: { 'no-restricted-imports': ['error', { paths: [oneRouter], patterns: [appsApart] }] },
  },
  {
    // Tests wrap components in a MemoryRouter of their own; in tests there is one copy anyway.
    files: ['shell/**/*.test.{ts,tsx}', 'mf-*/**/*.test.{ts,tsx}', 'mf-*/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appsApart] }] },
  },
  {
    files: ['shared-ui/src/**'],
    // Server code is not in a browser's bundle.
    ignores: ['shared-ui/src/router.ts', '**/*.test.{ts,tsx}', 'shared-ui/src/testing/**', 'shared-ui/src/server/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [oneRouter] }] },
  },
  {
    files: [
      // Not motion/: context-free, an island imports it by path (docs/decisions/028).
      'shared-ui/src/{chrome,filters,lists,site-map}/**',
      'shared-ui/src/global-style.ts',
      'shared-ui/src/parcel/{parcel-host,mount-standalone}.tsx',
    ],
    ignores: ['**/*.test.{ts,tsx}', 'shared-ui/src/chrome/section-unavailable.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [oneRouter], patterns: [runtimeByEntry] }] },
  },
  {
    files: [
      'mf-*/src/islands/**',
      'mf-home/src/home/strips/**',
      'mf-home/src/home/popup/notification-dialog.tsx',
      'shell/src/header-islands/**',
      'shell/src/islands/{header-search,header-account,signed-in-row}.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: [oneRouter, ...islandCode], patterns: [appsApart] }] },
  },
  {
    // Playwright fixtures: \`use\` is Playwright's, and \`async ({}, use)\` is its idiom.
    files: ['e2e/**', 'bench/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
);
