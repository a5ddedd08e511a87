import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
          message: 'Queries are built in a *.repository.ts file (or platform/db); call the repository from here.',
        },
        {
          selector: 'TaggedTemplateExpression[tag.name="sql"]',
          message: 'Raw SQL belongs in a *.repository.ts file (or platform/db); call the repository from here.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
