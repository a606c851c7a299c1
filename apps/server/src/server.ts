import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import { STEP_UP_HEADER } from '@tideline/protocol/accounts/step-up';
import { DEVICE_TOKEN_HEADER } from '@tideline/protocol/device-token-paths';
import { SIGN_HEADER } from '@tideline/protocol/gateway-sign';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config.ts';
import { databaseBackend, openDatabase } from './db/database.ts';
import { startPeriodicTask } from './db/periodic-task.ts';
import { PRUNE_INTERVAL_MS, pruneExpired } from './db/prune-expired.ts';
import { startVacuumSchedule } from './db/vacuum-schedule.ts';
import { gatewaySecurityPlugin } from './gateway-security/plugin.ts';
import { FeeSources } from './platform/fee-sources.ts';
import { GatewayClock } from './platform/gateway-clock.ts';
import { TransferPort } from './platform/ledger/transfer-port.ts';
import { operatorKeyOf } from './platform/operator-key.ts';
import type { ProductManifest } from './platform/product-manifest.ts';
import { RegistrationHooks } from './platform/registration-hooks.ts';
import { registerResponseHeaders } from './platform/response-headers.ts';
import { StepUpGate } from './platform/step-up-gate.ts';
import { resolveSession, SESSION_COOKIE, seedDemoUser } from './plugins/accounts/index.ts';
import { fundDemoUser } from './plugins/markets/index.ts';
import { DevOutbox } from './plugins/notifier/dev-outbox.ts';
import type { Notifier } from './plugins/notifier/notifier.ts';
import { outboxApiRoute, outboxPageRoute } from './plugins/notifier/outbox-routes.ts';
import { SmtpNotifier } from './plugins/notifier/smtp-notifier.ts';
import { openApiRoute } from './plugins/openapi/openapi-routes.ts';
import { configureApiContext } from './plugins/platform/api-context.ts';
import { devClockRoute } from './plugins/platform/dev-clock-route.ts';
import { healthRoutes } from './plugins/platform/health-routes.ts';
import { PRODUCTS } from './products.ts';
import './types.ts';
import { registerRateLimiters } from './platform/rate-limiter.ts';
import { SampledRequestLog } from './platform/request-log.ts';
import { attachSecretBox } from './platform/secrets/database-secrets.ts';
import { sealStoredSecrets } from './platform/secrets/seal-stored-secrets.ts';
import { createSecretBox } from './platform/secrets/secret-box.ts';
import { loadSecretsKey } from './platform/secrets/secrets-key.ts';

/**
 * Builds the gateway with every domain registered, without listening: the launcher may mount the
 * web app on the same instance first. Everything the API answers lives under /v1.
 */
export interface ServerExtensions {
  /**
   * Runs inside the /v1 context before the domain plugins are registered, so hooks it adds there
   * (for example the gateway security layer reading `config.signed`) cover every /v1 route.
   */
  beforeApiRoutes?: (api: FastifyInstance) => Promise<void>;
  /** The products to serve; every product of src/products.ts unless a test names its own list. */
  products?: readonly ProductManifest[];
  /** The gateway's calendar clock; a unit test passes one reading a fake time. */
  clock?: GatewayClock;
}

export async function buildServer(
  config: ServerConfig,
  extensions: ServerExtensions = {},
): Promise<FastifyInstance> {
  const logFile = config.logLevel === 'silent' ? undefined : config.logFile;
  if (logFile !== undefined) mkdirSync(path.dirname(logFile), { recursive: true });
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      ...(logFile === undefined ? {} : { file: logFile }),
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Lets a closing server finish the requests in flight (graceful shutdown).
    return503OnClosing: true,
    // One line per request, sampled (platform/request-log.ts).
    logController: new SampledRequestLog(config.requestLogSample),
    forceCloseConnections: 'idle',
    // Products settle what a crash interrupted and catch up missed runs in their onReady hooks
    // (ledger recovery, payouts, accrual) before the gateway answers. On a large database or a
    // busy machine that can take longer than Fastify's 10 s default; a hook that hangs is still
    // reported, after two minutes.
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const products = extensions.products ?? PRODUCTS;
  const db = await openDatabase(config);
  attachSecretBox(db, createSecretBox(loadSecretsKey(config.secretsKey, config.keysDir)));
  await sealStoredSecrets(db);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('ledger', new TransferPort());
  app.decorate('clock', extensions.clock ?? new GatewayClock());
  app.decorate('registrations', new RegistrationHooks());
  app.decorate('fees', new FeeSources());
  app.decorate('stepUp', new StepUpGate());
  app.decorate('rateLimits', await registerRateLimiters(app, config.rateLimits));
  for (const product of products) product.open?.(app);
  const vacuum =
    databaseBackend(config) === 'pglite'
      ? startVacuumSchedule(db, (error) => app.log.warn({ err: error }, 'vacuum failed'))
      : undefined;
  const prune = startPeriodicTask(
    () => pruneExpired(db),
    (error) => app.log.warn({ err: error }, 'pruning expired rows failed'),
    PRUNE_INTERVAL_MS,
  );
  app.addHook('onClose', async () => {
    await vacuum?.stop();
    await prune.stop();
    await db.destroy();
  });
  // Codes go out by e-mail through SMTP_URL; without it they land in the operator outbox, read with
  // the key the start-up banner prints (issue #21 item 10).
  const outbox = config.smtpUrl ? undefined : new DevOutbox(app.log);
  const smtp = config.smtpUrl ? new SmtpNotifier(config.smtpUrl, config.mailFrom) : undefined;
  app.decorate('notifier', (smtp ?? outbox) as Notifier);
  if (smtp) app.addHook('onClose', async () => smtp.close());
  const outboxAccess = outbox && {
    outbox,
    token: operatorKeyOf(config),
  };
  app.decorateRequest('user', null);
  app.decorate('requireUser', async (request) => {
    request.user = await resolveSession(db, request.cookies[SESSION_COOKIE]);
  });

  await registerResponseHeaders(app);
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tideline gateway',
        version: '1.0.0',
        description: 'Every answer is the envelope {code, data, msg, status}; see docs/protocol.md.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          gatewaySignature: {
            type: 'apiKey',
            in: 'header',
            name: SIGN_HEADER.signature,
            description: 'The §7 request signature; docs/protocol.md "Request signing".',
          },
          deviceToken: { type: 'apiKey', in: 'header', name: DEVICE_TOKEN_HEADER },
          stepUpTicket: {
            type: 'apiKey',
            in: 'header',
            name: STEP_UP_HEADER,
            description:
              'A ticket from POST /v1/user/security/step-up, valid 5 minutes for its session (issue #21 item 1).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      configureApiContext(api);
      await extensions.beforeApiRoutes?.(api);
      await api.register(healthRoutes);
      await api.register(gatewaySecurityPlugin, { keysDir: config.keysDir, signing: config.gatewaySigning });
      for (const product of products) if (product.api !== undefined) await api.register(product.api);
      await api.register(openApiRoute);
      if (outboxAccess) await api.register(outboxApiRoute, outboxAccess);
      if (config.nodeEnv === 'test') await api.register(devClockRoute);
    },
    { prefix: '/v1' },
  );
  // Streams live under /ws (another plugin); unknown paths there get the same 404 envelope.
  await app.register(async (ws) => configureApiContext(ws), { prefix: '/ws' });
  for (const product of products) if (product.root !== undefined) await app.register(product.root);
  for (const product of products)
    if (product.walletLeg !== undefined) app.ledger.register(product.walletLeg(app));
  if (outboxAccess) await app.register(outboxPageRoute, outboxAccess);

  if (config.seedDemoUser) {
    await seedDemoUser(db);
    // onReady hooks run context by context in registration order, so this one, registered after
    // /v1, funds the demo user once the spot and futures services have started.
    await app.register(async (seeding) => seeding.addHook('onReady', () => fundDemoUser(seeding)));
  }
  return app;
}
