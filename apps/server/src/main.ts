import { loadConfig } from './config.ts';
import { StartRefused } from './db/migration-guard.ts';
import { buildServer } from './server.ts';
import { startBanner } from './start-banner.ts';

const config = loadConfig(process.env);
// A refused start is the operator's to act on: its message alone, no stack trace.
const app = await buildServer(config).catch((error: unknown) => {
  if (!(error instanceof StartRefused)) throw error;
  console.error(`Tideline cannot start: ${error.message}`);
  process.exit(1);
});
await app.listen({ port: config.port, host: config.host });
console.log(startBanner(config, app.server.address(), process.env));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
