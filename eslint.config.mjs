import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint for the whole repository (`npm run lint`, part of `npm run check`): ESLint's and
 * typescript-eslint's recommended rules everywhere, Astro's rules and its accessibility rules
 * in .astro files, jsx-a11y and the Rules of Hooks in React components. Formatting is
 * Prettier's job (.prettierrc), so no rule here is about style.
 */
export default defineConfig(
  globalIgnores(['dist/', '.astro/', 'shots/', 'test-results/', 'playwright-report/', 'blob-report/', 'coverage/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  {
    files: ['**/*.tsx'],
    // The plugin object itself, as eslint-plugin-astro registers it (its flat config wraps a copy ESLint would refuse).
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Build scripts and tests run in Node; components and inline scripts in the browser.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // A leading underscore marks what is left unused on purpose: a field dropped by destructuring, a callback's unused argument.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The inline scripts ignore storage the browser blocks (private mode, policies) with an empty catch.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  // The same two accessibility rules, as jsx-a11y names them in React components and eslint-plugin-astro in .astro files.
  ...[
    ['**/*.tsx', 'jsx-a11y/'],
    ['**/*.astro', 'astro/jsx-a11y/'],
  ].map(([files, prefix]) => ({
    files: [files],
    rules: {
      // role="list" on a styled <ul>/<ol> is not redundant: Safari drops list semantics when list-style is none.
      [`${prefix}no-redundant-roles`]: ['error', { ul: ['list'], ol: ['list'] }],
      // A table's scrolling region (role="region" with a label) takes focus so keyboard users can scroll it (axe: scrollable-region-focusable).
      [`${prefix}no-noninteractive-tabindex`]: ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  })),
  {
    files: ['**/*.tsx'],
    rules: {
      // Islands render their server HTML first, then switch to the enhanced widget and read browser-only state
      // (storage, theme) in a mount effect: that second render is intended, and the way to avoid a hydration mismatch.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
);
