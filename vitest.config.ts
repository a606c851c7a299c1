import { defineConfig } from 'vitest/config';

// One run covers every workspace's unit and integration tests; browser tests live in e2e/.
export default defineConfig({
  test: {
    projects: ['packages/protocol', 'packages/core', 'packages/ui', 'apps/server', 'apps/web'],
  },
});
