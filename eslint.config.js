import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layerConfig, serverDemoConfig } from './eslint.layers.js';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'bench/floor/dist/**', 'node_modules/**', 'src/api/schema.gen.ts', 'server/admin/schema.gen.ts', 'src/routeTree.gen.ts', 'src/api/admin-schema.gen.ts', 'src/console/routeTree.gen.ts', 'reports/**', '.tmp/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      // Type-only imports are not followed by this rule; scripts/import-cycles.ts (in `npm run lint`) finds those cycles too.
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
  },
  // Layers point one way (eslint.layers.js, docs/architecture.md).
  ...layerConfig,
  // A demo start's server parts stay out of production code (eslint.layers.js).
  ...serverDemoConfig,
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Every text a participant reads comes from the message catalogue (src/i18n/messages), so it
    // exists in all seven locales: no literal words between JSX tags, in {'…'} or {a ? '…' : '…'}
    // children, nor in the attributes that are shown or read out (labels, titles, alt texts…).
    // The staff console's texts come from its own catalogue (src/console/messages) the same way.
    // Exempt on purpose: src/features/flows, the Flows page for product owners and developers
    // (docs/flows.md), shown in the console. Its English texts are developer vocabulary (state
    // and event names) kept out of both catalogues.
    files: ['src/**/*.tsx'],
    // Tests and their fixtures (program data, not interface texts) are exempt.
    ignores: ['src/**/*.test.tsx', 'src/**/test-utils.tsx', 'src/features/flows/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        { mode: 'jsx-text-only', message: 'Text for people comes from the message catalogue (useT, src/i18n)' },
      ],
      'no-restricted-syntax': [
        'error',
        ...literalTextSelectors().map((selector) => ({
          selector,
          message: 'Text for people comes from the message catalogue (useT, src/i18n).',
        })),
      ],
    },
  },
  {
    // Machines are pure flow logic: effects arrive through machine.provide, never by import.
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', '@xstate/react'], message: 'Machines do not render: keep React in src/.' },
            {
              group: ['@mantine/*', '@tanstack/*', 'openapi-fetch'],
              message: 'Machines are pure: no UI, router, query or HTTP libraries.',
            },
            {
              group: ['**/src/**', '../src/*', '../../src/*'],
              message: 'Machines do not import the app; the app provides actors and actions.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Requests are actors provided by the app.' },
        { name: 'localStorage', message: 'Storage is an action provided by the app.' },
        { name: 'sessionStorage', message: 'Storage is an action provided by the app.' },
        { name: 'setTimeout', message: 'Use XState delays (setup({ delays })).' },
        { name: 'setInterval', message: 'Use XState delays (setup({ delays })).' },
        { name: 'window', message: 'Machines do not touch the browser.' },
        { name: 'document', message: 'Machines do not touch the browser.' },
      ],
    },
  },
  {
    // The server never imports UI code; it shares only schemas, domain rules and generated types.
    // Its tests live in tests/server, apart from the code they test, and nothing under server/ imports them.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/app/**', '**/src/features/**', '**/src/routes/**', 'react', '@mantine/*'],
              message: 'The server shares only src/schemas, src/domain and src/api types.',
            },
            { group: ['**/tests/**'], message: 'Tests and their helpers are for tests: server code never imports tests/.' },
          ],
        },
      ],
    },
  },
);

/** AST selectors for literal words (any letter) in JSX children expressions and text attributes. */
function literalTextSelectors() {
  const words = 'Literal[value=/\\p{L}/u]';
  const templateWords = 'TemplateLiteral > TemplateElement[value.raw=/\\p{L}/u]';
  const textAttribute =
    'JSXAttribute[name.name=/^(alt|aria-label|aria-description|aria-placeholder|aria-roledescription|aria-valuetext|description|error|label|placeholder|title|tooltip)$/]';
  const containers = [`${textAttribute} > JSXExpressionContainer`, ':matches(JSXElement, JSXFragment) > JSXExpressionContainer'];
  // Texts handed over in an object rather than a JSX attribute: notifications.show({ title, message }),
  // modals.open({ title }), select data ({ label }).
  const textKeys = '/^(title|message|label|placeholder|description|error|aria-label)$/';
  const textProperty = `Property:matches([key.name=${textKeys}], [key.value=${textKeys}])`;
  return [
    `${textAttribute} > ${words}`,
    // `.value`: the property's value, not its key ('aria-label' is a word too).
    `${textProperty} > Literal.value[value=/\\p{L}/u]`,
    `${textProperty} > TemplateLiteral.value > TemplateElement[value.raw=/\\p{L}/u]`,
    ...containers.flatMap((container) =>
      [container, `${container} > :matches(ConditionalExpression, LogicalExpression)`].flatMap((parent) => [
        `${parent} > ${words}`,
        `${parent} > ${templateWords}`,
      ]),
    ),
  ];
}
