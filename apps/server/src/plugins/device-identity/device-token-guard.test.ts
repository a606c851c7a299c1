// The guard on a small /v1 context of its own, so a test route can report what the guard decided
// (request.deviceRisk) and the clock can be moved without waiting. Database-backed parts are tested
// on a real server in device-identity.test.ts.
import { DEVICE_TOKEN_HEADER } from '@tideline/protocol/device-token-paths';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { configureApiContext } from '../platform/api-context.ts';
import '../../types.ts';
import { registerRateLimiters } from '../../platform/rate-limiter.ts';
import { deriveDeviceTokenKeys, issueDeviceToken } from './device-token-codec.ts';
import { TERMINAL_CODE_HEADER } from './device-token-guard.ts';
import { deviceIdentityPlugin } from './plugin.ts';

const SECRET = 'guard-test-secret-of-at-least-32-characters';
const keys = deriveDeviceTokenKeys(Buffer.from(SECRET));
const terminalCode = '0123456789abcdef0123456789abcdef';
const startSeconds = 1_800_000_000;

let app: FastifyInstance | undefined;
let clockMs = startSeconds * 1000;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function guardedApp(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ':memory:' });
  const instance = Fastify();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  // No database: with DEVICE_TOKEN_SECRET set, the guard never reads one.
  instance.decorate('config', config);
  instance.decorate('rateLimits', await registerRateLimiters(instance, false));
  await instance.register(
    async (api) => {
      configureApiContext(api);
      await api.register(deviceIdentityPlugin, {
        env: { DEVICE_TOKEN_SECRET: SECRET, ...env },
        now: () => clockMs,
      });
      const report = async (request: { deviceRisk: string; deviceDemotion: unknown }) => ({
        code: 0,
        data: { risk: request.deviceRisk, demotion: request.deviceDemotion },
        msg: 'ok',
        status: 'success',
      });
      // On the shared table without a flag of its own, flagged but unlisted, and neither.
      api.post('/user/login', report);
      api.post('/custom/flagged', { config: { deviceToken: true } }, report);
      api.post('/market/open', report);
    },
    { prefix: '/v1' },
  );
  app = instance;
  return instance;
}

function post(instance: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return instance.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: '{}',
  });
}

const successToken = (issuedAtSeconds = startSeconds) =>
  issueDeviceToken(keys, { app: 'test', issuedAtSeconds, terminalCode, demotion: [] });

describe('§7 device-token guard', () => {
  it('marks a valid success token trusted and a demoted one demoted, with its reasons', async () => {
    clockMs = startSeconds * 1000;
    const instance = await guardedApp({ DEVICE_TOKEN_REQUIRED: '1' });
    const trusted = await post(instance, '/v1/user/login', {
      [DEVICE_TOKEN_HEADER]: successToken(),
      [TERMINAL_CODE_HEADER]: terminalCode,
    });
    expect(trusted.json().data).toEqual({ risk: 'trusted', demotion: null });
    const demotedToken = issueDeviceToken(keys, {
      app: 'test',
      issuedAtSeconds: startSeconds,
      terminalCode,
      demotion: ['automation'],
    });
    const demoted = await post(instance, '/v1/user/login', {
      [DEVICE_TOKEN_HEADER]: demotedToken,
      [TERMINAL_CODE_HEADER]: terminalCode,
    });
    expect(demoted.json().data).toEqual({ risk: 'demoted', demotion: ['automation'] });
  });

  it('guards a route flagged deviceToken and a route on the shared table; leaves others unchecked', async () => {
    const instance = await guardedApp({ DEVICE_TOKEN_REQUIRED: '1' });
    for (const url of ['/v1/user/login', '/v1/custom/flagged']) {
      const refused = await post(instance, url);
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toMatchObject({
        code: '00006',
        group: 'device-token',
        data: { reason: 'missing' },
      });
    }
    const open = await post(instance, '/v1/market/open');
    expect(open.json().data).toEqual({ risk: 'unchecked', demotion: null });
  });

  it('§9 refuses a token once 14400 s have passed on the gateway clock', async () => {
    clockMs = startSeconds * 1000;
    const instance = await guardedApp({ DEVICE_TOKEN_REQUIRED: '1' });
    const token = successToken();
    const headers = { [DEVICE_TOKEN_HEADER]: token, [TERMINAL_CODE_HEADER]: terminalCode };
    clockMs = (startSeconds + 14_399) * 1000;
    expect((await post(instance, '/v1/user/login', headers)).json().data.risk).toBe('trusted');
    clockMs = (startSeconds + 14_400) * 1000;
    expect((await post(instance, '/v1/user/login', headers)).json()).toMatchObject({
      code: '00006',
      data: { reason: 'expired' },
    });
  });

  it('with enforcement off, lets a listed path through unchecked but still grades a valid token', async () => {
    clockMs = startSeconds * 1000;
    const instance = await guardedApp({ DEVICE_TOKEN_REQUIRED: '0' });
    expect((await post(instance, '/v1/user/login')).json().data).toEqual({
      risk: 'unchecked',
      demotion: null,
    });
    const forged = await post(instance, '/v1/user/login', { [DEVICE_TOKEN_HEADER]: 'x'.repeat(40) });
    expect(forged.json().data.risk).toBe('unchecked');
    const valid = await post(instance, '/v1/user/login', {
      [DEVICE_TOKEN_HEADER]: successToken(),
      [TERMINAL_CODE_HEADER]: terminalCode,
    });
    expect(valid.json().data.risk).toBe('trusted');
  });

  it('is off under NODE_ENV test unless DEVICE_TOKEN_REQUIRED turns it on', async () => {
    const instance = await guardedApp({});
    expect((await post(instance, '/v1/user/login')).json().code).toBe(0);
  });
});
