// Lint for the site's own code (TypeScript and React). Content is checked elsewhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

// Framework internals: only the performance layer and the files config/internals.json allows
// (each under an upstream contract) may reach them. A release may change them without notice.
const internals = JSON.parse(fs.readFileSync(new URL('./config/internals.json', import.meta.url), 'utf8'));
const internalsMessage =
  'A framework internal: use a public API, a theme wrapper or a plugin, or move the code into plugins/performance ' +
  '(or, rarely, allow this file in config/internals.json with an upstream contract).';
/** `require('x')` and `import('x')` of an internal, which no-restricted-imports does not see. */
const internalSpecifier = new RegExp(
  `^(${internals.internalModules
    .map((pattern) =>
      pattern
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*/g, '.+')
        .replace(/(?<!\.)\*/g, '[^/]+'),
    )
    .join('|')})$`,
);

// Folders point down (README.md, "Where things live"): config/ and deploy/site-rules.ts hold facts and import only
// facts; plugins/ read config/; docusaurus.config.ts composes; nothing in config/, deploy/, plugins/ or src/ imports
// the developer tooling in scripts/ or the tests. A rule of its own (the typescript-eslint twin of
// no-restricted-imports), so that it adds to the internals rule below instead of replacing it.
const importsUpward = (...folders) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: `^(@site/|(\\.\\./)+)(${folders.join('|')})/`,
          message: `Folders point down: this folder does not import ${folders.map((f) => `${f}/`).join(', ')} (README.md, "Where things live").`,
        },
      ],
    },
  ],
});

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
  {
    ignores: ['plugins/performance/**', ...internals.allowed.filter((entry) => entry.imports.length > 0).map((entry) => entry.file)],
    rules: {
      'no-restricted-imports': ['error', {patterns: [{group: internals.internalModules, message: internalsMessage}]}],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.name='require'] > Literal.arguments[value=${internalSpecifier}]`,
          message: internalsMessage,
        },
        {selector: `ImportExpression > Literal.source[value=${internalSpecifier}]`, message: internalsMessage},
        // window.docusaurus also through a cast, `(window as X).docusaurus`, which no-restricted-properties misses.
        {
          selector: "MemberExpression[property.name='docusaurus'] > TSAsExpression.object Identifier[name='window']",
          message: `window.docusaurus is Docusaurus' private API. ${internalsMessage}`,
        },
      ],
      'no-restricted-properties': [
        'error',
        {object: 'window', property: 'docusaurus', message: `window.docusaurus is Docusaurus' private API. ${internalsMessage}`},
      ],
    },
  },
  {
    // The performance layer reaches the search plugin only through its public modules (plugins/search/README.md).
    files: ['plugins/performance/**/*.{ts,tsx,mjs,cjs,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'plugins/search/(?!client/(docsearch/Modal|query)$)',
              message: 'The performance layer uses the search plugin only through its public modules (plugins/search/README.md).',
            },
          ],
        },
      ],
    },
  },
  {files: ['config/**', 'deploy/**'], rules: importsUpward('plugins', 'src', 'scripts', 'tests')},
  {files: ['plugins/**', 'src/**'], rules: importsUpward('scripts', 'tests')},
);
