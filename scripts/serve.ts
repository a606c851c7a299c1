// Composition root: the gateway from @tideline/server with the server-rendered web app mounted as
// its fallback. Neither app imports the other; only this launcher knows both.
import { buildServer, loadConfig } from '@tideline/server';
import { mountWeb } from '../apps/web/server/mount.ts';

const config = loadConfig(process.env);
const app = await buildServer(config);
await mountWeb(app, { buildDir: new URL('../apps/web/build', import.meta.url).pathname });
await app.listen({ port: config.port, host: config.host });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
