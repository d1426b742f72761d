// @ts-check
// One lint gate for the whole package: `npm run lint` (with `--max-warnings 0`).
// Type information comes from TypeScript's project service. It only looks for files named
// tsconfig.json, so src/server/, bench/ and __tests__/ hold one-line tsconfig.json files that
// point at tsconfig.test.json: every file is linted with the compiler options it is type-checked
// with (the root config files, .js and .mjs included, are in tsconfig.json).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier/flat';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

// Every folder under src/client/features is a feature; a new one is fenced in without editing this file.
const features = fs
  .readdirSync(path.join(root, 'src/client/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The layering of ARCHITECTURE.md, as import-x/no-restricted-paths zones. */
const boundaries = [
  {
    target: './src/shared',
    from: ['./src/client', './src/server'],
    message: 'src/shared is the contract both sides import: it imports neither of them.',
  },
  { target: './src/client', from: './src/server', message: 'The SPA never imports server code.' },
  { target: './src/server', from: './src/client', message: 'The server never imports client code.' },
  ...features.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message:
      'A feature reaches another only through src/client/app or src/client/components: move the shared piece there.',
  })),
];

const nodeFiles = [
  '*.{js,mjs,ts}',
  'src/server/**',
  'bench/**',
  'scripts/**',
  '__tests__/{server,scale,e2e}/**',
  '__tests__/support/{server,scale,e2e}/**',
];

export default defineConfig(
  globalIgnores([
    'build/',
    'dist/',
    'data/',
    'coverage/',
    '.tmp/',
    'node_modules/',
    'src/server/db/migrations/',
    'docs/',
    '__tests__/e2e/screenshots/',
  ]),

  {
    name: 'roomwise/all',
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    plugins: { 'import-x': importX },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: root,
      },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.test.json'],
          alwaysTryTypes: true,
          // Client and server resolve modules differently; each file gets its own tsconfig's rules.
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // The code marks a binding it leaves unused on purpose with a leading _ (a parameter kept for
      // its position, a key dropped from a rest copy), as tsc's noUnusedParameters does.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // import-x skips `import type` edges (erased at run time): a cycle closed by a type import,
      // such as lazySocket.ts <-> socketMiddleware.ts or planner.ts <-> recipes.ts, does not show.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },

  {
    name: 'roomwise/client',
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Hooks live in .ts files too (useSignIn.ts, hooks.ts), so the hook rules cover both.
    name: 'roomwise/client-react-hooks',
    files: ['src/client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    name: 'roomwise/client-a11y',
    files: ['src/client/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },

  { name: 'roomwise/node', files: nodeFiles, languageOptions: { globals: globals.node } },
  {
    // Fastify tells promise-style plugins, hooks and handlers from callback-style ones by the
    // promise they return: `async` without `await` is its documented way to write them (a plain
    // function would have to call done() or reply.send()). The same goes for the Promise-returning
    // store interfaces there (CounterStore, Mailer). Forgotten awaits are still caught by
    // no-floating-promises and no-misused-promises.
    name: 'roomwise/fastify',
    files: ['src/server/**', 'bench/**'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    name: 'roomwise/tests',
    files: ['__tests__/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    // Test bodies hold `any` on purpose: jest's asymmetric matchers (expect.any(String),
    // expect.stringMatching(...)) are typed `any`, and so are the bodies tests read off the wire
    // (light-my-request's res.json(), socket acks, JSON.parse of stored values). What they hold is
    // exactly what the assertions check at run time. Support files keep the rules.
    name: 'roomwise/test-bodies',
    files: ['__tests__/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // jsdom: the browser's globals on Node.
    name: 'roomwise/client-tests',
    files: ['__tests__/client/**', '__tests__/support/client/**'],
    languageOptions: { globals: globals.browser },
  },

  // Last: turns off the stylistic rules Prettier owns.
  prettier,
);
