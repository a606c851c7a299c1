// Composition root: the gateway from @tideline/server with the server-rendered web app mounted as
// its fallback. Neither app imports the other; only this launcher knows both.
import path from 'node:path';
import { buildServer, loadConfig, startBanner } from '@tideline/server';
import { mountWeb } from '../apps/web/server/mount.ts';

const config = loadConfig(process.env);
const app = await buildServer(config);
const webDir = new URL('../apps/web/', import.meta.url).pathname;
await mountWeb(app, { buildDir: path.resolve(webDir, process.env.WEB_BUILD_DIR ?? 'build') });
await app.listen({ port: config.port, host: config.host });
console.log(startBanner(config, app.server.address(), process.env));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
