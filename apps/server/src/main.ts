import { loadConfig } from './config.ts';
import { buildServer } from './server.ts';
import { startBanner } from './start-banner.ts';

const config = loadConfig(process.env);
const app = await buildServer(config);
await app.listen({ port: config.port, host: config.host });
console.log(startBanner(config, app.server.address()));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
