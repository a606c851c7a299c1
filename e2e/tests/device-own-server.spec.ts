// The own-server harness (e2e/support/own-server.ts) does what tests of restarts, time-outs and an
// offline gateway rely on: data survives a restart on the same port, a paused server leaves
// requests hanging, a stopped one refuses connections.

import { expect, test } from '@playwright/test';
import { DEVICE_TOKEN_HEADER, isDeviceTokenRefusal } from '@tideline/protocol/device-token-paths';
import { OWN_SERVER_START_TIMEOUT_MS, ownServerForFile } from '../support/own-server.ts';

const server = ownServerForFile(test);
const TERMINAL_CODE = '0123456789abcdef0123456789abcdef';

async function issueToken(): Promise<string> {
  const response = await fetch(
    `${server.baseURL}/v1/device/constant-id?appId=tideline-web-test&terminalCode=${TERMINAL_CODE}`,
  );
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

async function sendCode(deviceToken: string | undefined): Promise<{ code: unknown; group?: unknown }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'terminal-code': TERMINAL_CODE,
  };
  if (deviceToken) headers[DEVICE_TOKEN_HEADER] = deviceToken;
  const response = await fetch(`${server.baseURL}/v1/user/public/sendCode`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'email', email: 'own-server@example.com', scene: 'register' }),
  });
  return (await response.json()) as { code: unknown; group?: unknown };
}

test('own server: restart keeps port and data, pause hangs requests, stop goes offline', async () => {
  test.setTimeout(3 * OWN_SERVER_START_TIMEOUT_MS);
  const health = await fetch(`${server.baseURL}/v1/health`);
  expect(health.status).toBe(200);
  const token = await issueToken();
  expect(isDeviceTokenRefusal(await sendCode(undefined))).toBe(true);
  expect(isDeviceTokenRefusal(await sendCode(token))).toBe(false);

  const origin = server.baseURL;
  await server.restart();
  expect(server.baseURL).toBe(origin);
  // The token's signing secret lives in the database: accepted after the restart only if it survived.
  expect(isDeviceTokenRefusal(await sendCode(token))).toBe(false);

  await server.pause();
  await expect(fetch(`${origin}/v1/health`, { signal: AbortSignal.timeout(1_500) })).rejects.toThrow();
  await server.resume();
  expect((await fetch(`${origin}/v1/health`)).status).toBe(200);

  await server.stop();
  expect(server.isRunning).toBe(false);
  await expect(fetch(`${origin}/v1/health`)).rejects.toThrow();
  await server.start();
  expect((await fetch(`${origin}/v1/health`)).status).toBe(200);
});
