import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets two runs (say, two browser suites on different ports) build side by side
  // instead of overwriting each other's bundle.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // Opt in to the v8 behaviours now so the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
