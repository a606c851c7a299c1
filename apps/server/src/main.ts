import { loadConfig } from './config.ts';
import { DEMO_USER } from './plugins/accounts/demo-user.ts';
import { buildServer } from './server.ts';

const config = loadConfig(process.env);
const app = await buildServer(config);
await app.listen({ port: config.port, host: config.host });
if (config.seedDemoUser) {
  app.log.info(`Demo user: ${DEMO_USER.email} / ${DEMO_USER.password}`);
  console.log(`\nDemo user  e-mail: ${DEMO_USER.email}  password: ${DEMO_USER.password}\n`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
