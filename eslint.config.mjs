import js from '@eslint/js';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const frontendSrc = resolve(dirname(fileURLToPath(import.meta.url)), 'frontend/src');
const featuresDir = resolve(frontendSrc, 'features');

/** The feature (frontend/src/features/<name>/…) a path is in, or null. */
function featureOf(path) {
  const inside = relative(featuresDir, path);
  if (inside === '' || inside.startsWith('..') || resolve(featuresDir, inside) !== path) return null;
  return inside.split(sep)[0];
}

/**
 * SPA features do not import each other (in any form: the @/ alias, a relative path, export … from,
 * import(), import types, vi.mock): what two features share lives in components/ or lib/. The route
 * table (app/) may import any feature.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      crossFeature:
        'A feature does not import another feature ({{from}} → {{to}}): move what they share to components/ or lib/.',
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(resolve(context.filename));
    if (!from) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      let target;
      if (specifier.startsWith('@/')) target = resolve(frontendSrc, specifier.slice(2));
      else if (specifier.startsWith('.')) target = resolve(dirname(resolve(context.filename)), specifier);
      else return;
      const to = featureOf(target);
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    const checkSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      TSImportType: (node) => {
        const literal = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
        if (literal?.type === 'Literal') check(literal, literal.value);
      },
      CallExpression: (node) => {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
              ? callee.property.name
              : null;
        const [first] = node.arguments;
        if (
          ['require', 'mock', 'doMock', 'unmock', 'importActual', 'importMock'].includes(name) &&
          first?.type === 'Literal'
        )
          check(first, first.value);
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.local/**',
      '.serverless/**',
      '.esbuild/**',
      'frontend/e2e/.results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Handler -> service -> repository: only repositories (and platform/db) build queries. Services own
    // transactions (db.transaction()) and call repositories inside them.
    files: ['functions/src/**/*.ts'],
    ignores: [
      'functions/src/**/*.repository.ts',
      'functions/src/platform/db/**',
      'functions/src/**/*.test.ts',
      'functions/src/test-support/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|updateTable|insertInto|replaceInto|deleteFrom|mergeInto)$/]',
          message:
            'Queries are built in a *.repository.ts file (or platform/db); call the repository from here.',
        },
        {
          selector: 'TaggedTemplateExpression[tag.name="sql"]',
          message:
            'Raw SQL belongs in a *.repository.ts file (or platform/db); call the repository from here.',
        },
      ],
    },
  },
  {
    // One stack per function kind, from one place (ARCHITECTURE.md section 9): HTTP routes through
    // platform/http (defineRoute, definePublicRoute), queue workers through platform/queue (defineWorker),
    // scheduled functions through platform/schedule (defineScheduled). A handler that assembles its own middy
    // stack, or loads secrets itself, is how a route ends up answering 500 once deployed.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/platform/**', 'functions/src/**/*.test.ts', 'functions/src/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@middy/core',
              message:
                'Handlers get their stack from platform/: defineRoute or definePublicRoute (platform/http), defineWorker (platform/queue), defineScheduled (platform/schedule).',
            },
          ],
          patterns: [
            {
              regex: 'platform/secrets/secrets$',
              importNames: ['loadSecrets'],
              message:
                'Secrets are loaded by the platform stack of the function kind (defineRoute, definePublicRoute, defineWorker, defineScheduled), never by a handler.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/src/features/**/*.{ts,tsx}'],
    plugins: { spa: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'spa/feature-boundaries': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
