import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'policies/**/*.test.ts', 'scripts/**/*.test.ts', 'test/fuzz/**/*.test.ts', 'test/package/**/*.test.ts', 'test/docs/**/*.test.ts', 'test/workflows/**/*.test.ts', 'test/image/**/*.test.ts'],
          environment: 'node',
          // Projects with different worker settings run one after the other: unit tests first.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          // Fuzz smoke, package, docs, workflow and image tests need no cluster: they run with the unit tests.
          exclude: [...configDefaults.exclude, 'test/fuzz/**', 'test/package/**', 'test/docs/**', 'test/workflows/**', 'test/image/**'],
          environment: 'node',
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
