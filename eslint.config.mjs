// Lint for the site's own code (TypeScript and React). Content is checked elsewhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-test/',
      'build-nosample/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'reports/',
      'bench/.ablation/',
      'bench/.plain/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    plugins: {react, 'react-hooks': reactHooks},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      // The rules of hooks, not the React Compiler's rules that the plugin's `recommended` adds
      // since 6.0: the site is not compiled with it.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'react/react-in-jsx-scope': 'off',
      'react/prop-types': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
);
