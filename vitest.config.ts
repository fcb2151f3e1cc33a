import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'policies/**/*.test.ts', 'scripts/**/*.test.ts', 'test/cli/**/*.test.ts', 'test/crd-compat/**/*.test.ts', 'test/fuzz/**/*.test.ts', 'test/package/**/*.test.ts', 'test/docs/**/*.test.ts', 'test/workflows/**/*.test.ts', 'test/image/**/*.test.ts'],
          environment: 'node',
          // Every CEL evaluation also runs on the interpreter and fails on a difference (src/core/cel/fast.ts).
          env: { DRIFTGATE_CEL_CROSSCHECK: '1' },
          // No cluster, but the CLI tests run whole commands on real trees and git repositories: a
          // timeout is a hang detector here, not a speed test (tests assert no wall-clock times).
          testTimeout: 60_000,
          // Projects with different worker settings run one after the other: unit tests first.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          // CLI, CRD-gate golden, fuzz smoke, package, docs, workflow and image tests need no cluster: they run with the unit tests.
          exclude: [...configDefaults.exclude, 'test/cli/**', 'test/crd-compat/**', 'test/fuzz/**', 'test/package/**', 'test/docs/**', 'test/workflows/**', 'test/image/**'],
          environment: 'node',
          env: { DRIFTGATE_CEL_CROSSCHECK: '1' },
          sequence: { groupOrder: 1 },
          // One control plane serves the whole run; test files get their own namespaces.
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
