import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each suite starts real servers with a fresh database (migrations included) on a shared 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
