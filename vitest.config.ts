import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'build/**/*.test.ts',
      'generator/**/*.test.ts',
      'upstream/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/contract/**/*.test.ts',
      'tests/dev/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20000,
    pool: 'forks',
    setupFiles: ['tests/unit/setup.ts'],
  },
});
