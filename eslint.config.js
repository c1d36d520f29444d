import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

// One zone per feature: it may import shared code (components/, lib/, @domain) and itself, never another
// feature or app/. Pages that combine features are composed in src/app/pages (bulletproof-react).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
// The Supabase client is imported only by a feature's api/ folder and the shared data layer (src/lib/data), with the
// auth provider and the client itself (issue 38 point 1): screens get server state through hooks.
const SUPABASE_ONLY_IN_API = {
  group: ['@/lib/supabase', '@/lib/supabase-lazy'],
  message: 'Only api/ folders and src/lib/data import the Supabase client: add a fetcher and hook there.',
};
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const zonePatterns = (name, { api }) => [
  {
    group: ['@/app/*', '@/app'],
    message: 'Features must not import from src/app (imports flow shared -> features -> app).',
  },
  {
    group: ['@/features/*', `!@/features/${name}`, `!@/features/${name}/**`],
    message: `Features do not import each other: move shared code to src/components or src/lib, or compose the page in src/app/pages.`,
  },
  {
    group: ['../../*', '../../../*'],
    message: 'Reach other folders with @/ imports, so the zones above can see them.',
  },
  ...(api ? [] : [SUPABASE_ONLY_IN_API]),
];
const featureZones = features.flatMap((name) => [
  {
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    ignores: [`src/features/${name}/api/**`, ...TESTS],
    rules: { 'no-restricted-imports': ['error', { patterns: zonePatterns(name, { api: false }) }] },
  },
  {
    files: [`src/features/${name}/api/**/*.{ts,tsx}`, ...TESTS.map((t) => `src/features/${name}/${t}`)],
    rules: { 'no-restricted-imports': ['error', { patterns: zonePatterns(name, { api: true }) }] },
  },
]);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.local-supabase',
      'test-results',
      'playwright-report',
      'supabase/functions/**/*.js',
    ],
  },
  {
    // Every source file of the repository: the app, tests, scripts, bench and the config files (.js and .mjs too).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures: `use` is not a React hook and `({}, use)` is the documented signature.
    files: ['tests/e2e/**/*.ts', 'tests/screen-reader/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // The UI kit stays free of Supabase and business rules (CONVENTIONS.md).
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/features/*', '@/lib/supabase', '@supabase/*'] }],
    },
  },
  {
    // Pages, layouts and the shared code outside the data layer read server state through hooks too.
    files: ['src/app/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    ignores: ['src/lib/data/**', 'src/lib/auth/**', 'src/lib/supabase.ts', 'src/lib/supabase-lazy.ts', ...TESTS],
    rules: { 'no-restricted-imports': ['error', { patterns: [SUPABASE_ONLY_IN_API] }] },
  },
  ...featureZones,
);
