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
const featureZones = features.map((name) => ({
  files: [`src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
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
        ],
      },
    ],
  },
}));

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
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // The UI kit stays free of Supabase and business rules (CONVENTIONS.md).
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/features/*', '@/lib/supabase', '@supabase/*'] }],
    },
  },
  ...featureZones,
);
