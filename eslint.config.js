// Lint: typescript-eslint's recommended rules plus the house's layering rule:
// src/core is pure and imports nothing that touches the world; src/action imports nothing from src/cli (DESIGN.md, "Rules of the house");
// every folder stands on a floor and imports only lower floors (scripts/eslint-house.mjs).
import tseslint from 'typescript-eslint';
import { housePlugin } from './scripts/eslint-house.mjs';

const IMPURE_LAYERS = ['io', 'controller', 'operator', 'agent', 'cli', 'action'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.cache/**', 'bench/.work/**', 'tools/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The floors of the house: imports go down, never across or up (scripts/eslint-house.mjs).
    files: ['src/**/*.ts'],
    plugins: { house: housePlugin },
    rules: { 'house/floors': 'error' },
  },
  {
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: IMPURE_LAYERS.flatMap((layer) => [`**/${layer}/*`, `**/${layer}`]),
              message: 'src/core is pure: it must not import io, controller, operator, agent, cli or action.',
            },
            {
              group: ['node:fs', 'node:fs/*', 'fs', 'fs/*', 'node:child_process', 'child_process', 'node:net', 'node:http', 'node:https', 'node:dns', 'node:os', 'node:process', 'process'],
              message: 'src/core is pure: do I/O in src/io and pass the results in.',
            },
            {
              group: ['@kubernetes/client-node', 'simple-git', 'octokit', '@octokit/*', '@actions/*', 'pino', 'prom-client'],
              message: 'src/core is pure: clients belong in src/io.',
            },
          ],
        },
      ],
    },
  },
  {
    // The Action calls the gate (src/core/gate) and the readers (src/io) itself; it never runs CLI
    // commands or re-parses their output (DESIGN.md, "One gate").
    files: ['src/action/**/*.ts'],
    ignores: ['src/action/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/cli/*', '**/cli'],
              message: 'src/action must not import src/cli: call the gate (src/core/gate) and the io readers directly.',
            },
          ],
        },
      ],
    },
  },
  {
    // The CLI's entry is CommonJS (bin/package.json): it loads the bundle with require().
    files: ['bin/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
