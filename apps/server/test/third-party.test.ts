import { createHash, createHmac } from 'node:crypto';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telegramBotId } from '../src/plugins/third-party/routes.ts';
import { latestCode, registerByEmail } from './support/accounts.ts';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';
import {
  type LocalIssuer,
  OIDC_CLIENT,
  OIDC_SECOND_CLIENT_ID,
  startLocalIssuer,
} from './support/oidc-issuer.ts';
import { stepUp } from './support/step-up.ts';
import { unusedTotp } from './support/unused-totp.ts';

const botToken = '123456:TEST-bot-token';
const wallet = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

/** What Telegram's servers send: the fields plus their HMAC, computed here independently of the server code. */
function telegramWidgetQuery(fields: Record<string, string>, token = botToken): string {
  const check = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(token).digest()).update(check).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

function telegramInitData(fields: Record<string, string>): string {
  const check = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return new URLSearchParams({
    ...fields,
    hash: createHmac('sha256', secret).update(check).digest('hex'),
  }).toString();
}

const now = () => String(Math.floor(Date.now() / 1000));

interface Unbound {
  bound: false;
  serialNO: string;
  email: string | null;
  emailAccountExists: boolean;
}

describe.each(backends)('third-party sign-in and QR login on $name', (backend) => {
  let server: RunningServer;
  let issuer: LocalIssuer;
  const client = () => new ApiClient(server.baseUrl);
  beforeAll(async () => {
    issuer = await startLocalIssuer();
    server = await startServer(backend, {
      TELEGRAM_BOT_TOKEN: botToken,
      OIDC_GOOGLE_ISSUER: issuer.issuer,
      OIDC_GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_APPLE_ISSUER: issuer.issuer,
      OIDC_APPLE_CLIENT_ID: OIDC_SECOND_CLIENT_ID,
    });
  });
  afterAll(async () => {
    await server.close();
    await issuer.close();
  });

  describe('provider list', () => {
    it('§7 /providers names what a browser needs for each configured provider, never the bot secret', async () => {
      const answer = await client().get<Record<string, unknown>>('/v1/user/public/third/providers');
      expect(answer.body.data).toEqual({
        wallet: true,
        telegram: { botId: '123456' },
        google: {
          clientId: OIDC_CLIENT.id,
          authorizationEndpoint: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/auth$/),
        },
        apple: {
          clientId: OIDC_SECOND_CLIENT_ID,
          authorizationEndpoint: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/auth$/),
        },
      });
      expect(JSON.stringify(answer.body)).not.toContain('TEST-bot-token');
    });

    it('§7 a bot token without a numeric id offers no Telegram', () => {
      expect(telegramBotId('123456:secret')).toEqual({ botId: '123456' });
      expect(telegramBotId('not-a-token')).toBeNull();
      expect(telegramBotId(undefined)).toBeNull();
    });
  });

  describe('Telegram', () => {
    it('§7 tg/sign checks the widget HMAC; an unknown user gets a serialNO, generateVirtual creates the account', async () => {
      const c = client();
      const sign = telegramWidgetQuery({ id: '777001', first_name: 'Tess', auth_date: now() });
      const first = await c.post<Unbound>('/v1/user/public/third/tg/sign', { sign });
      expect(first.body.data).toMatchObject({ bound: false, email: null });
      const created = await c.post('/v1/user/public/third/tg/generateVirtual', {
        serialNO: first.body.data.serialNO,
      });
      expect(created.body.code).toBe(0);
      expect((await c.get<{ nickname: string }>('/v1/user/overview/userinfo')).body.data.nickname).toBe(
        'Tess',
      );
      // The serialNO is spent, and the same Telegram user now logs straight in.
      expect(
        (await c.post('/v1/user/public/third/tg/generateVirtual', { serialNO: first.body.data.serialNO }))
          .body.code,
      ).toBe('21301');
      const again = await client().post('/v1/user/public/third/tg/sign', {
        sign: telegramWidgetQuery({ id: '777001', first_name: 'Tess', auth_date: now() }),
      });
      expect(again.body.data).toMatchObject({ bound: true, needVerify: false });
    });

    it('§7 refuses a forged hash, a different bot token and data older than a day', async () => {
      const forged = `${telegramWidgetQuery({ id: '1', auth_date: now() }).slice(0, -4)}beef`;
      expect((await client().post('/v1/user/public/third/tg/sign', { sign: forged })).body.code).toBe(
        '21301',
      );
      const otherBot = telegramWidgetQuery({ id: '1', auth_date: now() }, '999:other');
      expect((await client().post('/v1/user/public/third/tg/sign', { sign: otherBot })).body.code).toBe(
        '21301',
      );
      const stale = telegramWidgetQuery({
        id: '1',
        auth_date: String(Math.floor(Date.now() / 1000) - 86_401),
      });
      expect((await client().post('/v1/user/public/third/tg/sign', { sign: stale })).body.code).toBe('21301');
    });

    it('§7 tg/signV2 checks Mini App initData and the claimed id; tg/register needs the e-mailed code', async () => {
      const initData = telegramInitData({
        user: JSON.stringify({ id: 4242, username: 'mini' }),
        auth_date: now(),
      });
      expect((await client().post('/v1/user/public/third/tg/signV2', { initData, id: 4243 })).body.code).toBe(
        '21301',
      );
      const c = client();
      const pending = await c.post<Unbound>('/v1/user/public/third/tg/signV2', { initData, id: 4242 });
      expect(pending.body.data.bound).toBe(false);
      await c.post('/v1/user/public/sendCode', {
        type: 'email',
        email: 'mini@example.com',
        scene: 'register',
      });
      const registered = await c.post('/v1/user/public/third/tg/register', {
        serialNO: pending.body.data.serialNO,
        email: 'mini@example.com',
        verifyCode: await latestCode(c, 'mini@example.com'),
      });
      expect(registered.body.code).toBe(0);
      expect((await c.get<{ email: string }>('/v1/user/overview/userinfo')).body.data.email).toBe(
        'mi***@example.com',
      );
    });

    it('§7 tg/checkUserExit links Telegram to an existing password account', async () => {
      const owner = client();
      await registerByEmail(owner, 'tglink@example.com', 'Passw0rd!x');
      const pending = await client().post<Unbound>('/v1/user/public/third/tg/sign', {
        sign: telegramWidgetQuery({ id: '5150', auth_date: now() }),
      });
      const wrong = await client().post('/v1/user/public/third/tg/checkUserExit', {
        loginName: 'tglink@example.com',
        pwd: 'Wrong1234',
        serialNO: pending.body.data.serialNO,
      });
      expect(wrong.body.code).toBe('21007');
      const linked = await client().post('/v1/user/public/third/tg/checkUserExit', {
        loginName: 'tglink@example.com',
        pwd: 'Passw0rd!x',
        serialNO: pending.body.data.serialNO,
      });
      expect(linked.body.code).toBe(0);
    });
  });

  describe('wallet (EIP-4361)', () => {
    it('§7 wallet/sign verifies the signed nonce message once; wallet/register creates the account', async () => {
      const c = client();
      const challenge = await c.get<{ message: string; nonce: string }>(
        `/v1/user/public/third/wallet/nonce?address=${wallet.address}`,
      );
      const { message } = challenge.body.data;
      expect(message).toContain(
        `${new URL(server.baseUrl).host} wants you to sign in with your Ethereum account:\n${wallet.address}`,
      );
      expect(message).toContain(`Nonce: ${challenge.body.data.nonce}`);
      const signature = await wallet.signMessage({ message });
      const signedIn = await c.post<Unbound>('/v1/user/public/third/wallet/sign', {
        publicAddress: wallet.address,
        signature,
        message,
      });
      expect(signedIn.body.data.bound).toBe(false);
      const replay = await client().post('/v1/user/public/third/wallet/sign', {
        publicAddress: wallet.address,
        signature,
        message,
      });
      expect(replay.body.code).toBe('21302');

      await c.post('/v1/user/public/sendCode', {
        type: 'mobile',
        mobile: '700100200',
        areaCode: '44',
        scene: 'register',
      });
      const registered = await c.post('/v1/user/public/third/wallet/register', {
        serialNO: signedIn.body.data.serialNO,
        mobile: '700100200',
        areaCode: '+44',
        verifyCode: await latestCode(c, '+44 700100200'),
      });
      expect(registered.body.code).toBe(0);
      const info = await c.get<{ walletAddress: string }>('/v1/user/overview/userinfo');
      expect(info.body.data.walletAddress).toBe(wallet.address.toLowerCase());

      const next = await client().get<{ message: string }>(
        `/v1/user/public/third/wallet/nonce?address=${wallet.address}`,
      );
      const again = await client().post('/v1/user/public/third/wallet/sign', {
        publicAddress: wallet.address,
        message: next.body.data.message,
        signature: await wallet.signMessage({ message: next.body.data.message }),
      });
      expect(again.body.data).toMatchObject({ bound: true, needVerify: false });
    });

    it('§7 refuses a signature by another key, an edited message and a nonce the server never issued', async () => {
      const other = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
      const challenge = await client().get<{ message: string }>(
        `/v1/user/public/third/wallet/nonce?address=${wallet.address}`,
      );
      const { message } = challenge.body.data;
      const byOther = await client().post('/v1/user/public/third/wallet/sign', {
        publicAddress: wallet.address,
        message,
        signature: await other.signMessage({ message }),
      });
      expect(byOther.body.code).toBe('21302');
      const edited = message.replace('Sign in to Tideline', 'Sign in to Elsewhere');
      const tampered = await client().post('/v1/user/public/third/wallet/sign', {
        publicAddress: wallet.address,
        message: edited,
        signature: await wallet.signMessage({ message }),
      });
      expect(tampered.body.code).toBe('21302');
      const invented = message.replace(/Nonce: \w+/, 'Nonce: inventednonce123');
      const unknown = await client().post('/v1/user/public/third/wallet/sign', {
        publicAddress: wallet.address,
        message: invented,
        signature: await wallet.signMessage({ message: invented }),
      });
      expect(unknown.body.code).toBe('21302');
    });
  });

  describe('Google and Apple through OpenID Connect', () => {
    it('§7 oauth/sign verifies an ID token from a real local OpenID provider; google/register needs no code for its verified e-mail', async () => {
      const c = client();
      const token = await issuer.idTokenFor('gwen');
      const pending = await c.post<Unbound>('/v1/user/public/third/oauth/sign', {
        token,
        provider: 'google',
      });
      expect(pending.body.data).toMatchObject({
        bound: false,
        email: 'gwen@example.org',
        emailAccountExists: false,
      });
      const registered = await c.post('/v1/user/public/third/google/register', {
        email: 'gwen@example.org',
        serialNO: pending.body.data.serialNO,
      });
      expect(registered.body.code).toBe(0);
      const again = await client().post('/v1/user/public/third/oauth/sign', {
        token: await issuer.idTokenFor('gwen'),
        provider: 'google',
      });
      expect(again.body.data).toMatchObject({ bound: true, needVerify: false });
    });

    it('§7 a token for another audience or with a broken signature is refused', async () => {
      const token = await issuer.idTokenFor('mallory');
      // The Apple client id is different, so a token issued to the Google client is not for it.
      expect(
        (await client().post('/v1/user/public/third/oauth/sign', { token, provider: 'apple' })).body.code,
      ).toBe('21301');
      const [header, payload] = token.split('.');
      const forgedPayload = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: 'admin' }),
      ).toString('base64url');
      const forged = `${header}.${forgedPayload}.${token.split('.')[2]}`;
      expect(
        (await client().post('/v1/user/public/third/oauth/sign', { token: forged, provider: 'google' })).body
          .code,
      ).toBe('21301');
    });

    it('§7 bind/choose links the sign-in to the account of its verified e-mail', async () => {
      const owner = client();
      await registerByEmail(owner, 'olga@example.org', 'Passw0rd!x');
      const pending = await client().post<Unbound>('/v1/user/public/third/oauth/sign', {
        token: await issuer.idTokenFor('olga'),
        provider: 'google',
      });
      expect(pending.body.data.emailAccountExists).toBe(true);
      expect(
        (
          await client().post('/v1/user/public/third/bind/choose', {
            email: 'other@example.org',
            serialNO: pending.body.data.serialNO,
          })
        ).body.code,
      ).toBe('21301');
      const c = client();
      const chosen = await c.post<{ userId: string }>('/v1/user/public/third/bind/choose', {
        email: 'olga@example.org',
        serialNO: pending.body.data.serialNO,
      });
      expect(chosen.body.code).toBe(0);
      const info = await c.get<{ email: string }>('/v1/user/overview/userinfo');
      expect(info.body.data.email).toBe('ol***@example.org');
    });

    it('§7 a linked account with Google Authenticator finishes through /public/third/securityVerify', async () => {
      const owner = client();
      await owner.post('/v1/user/login', { loginName: 'olga@example.org', pwd: 'Passw0rd!x' });
      const secret = await owner.post<{ secret: string }>('/v1/user/security/google/secret');
      await stepUp(owner, { email: 'olga@example.org', app: server.app });
      await owner.post('/v1/user/security/google/bind', {
        googleCode: await unusedTotp(secret.body.data.secret),
      });
      const c = client();
      const pending = await c.post<{
        bound: boolean;
        needVerify: boolean;
        loginTicket: string;
        verifyTypes: string[];
      }>('/v1/user/public/third/oauth/sign', { token: await issuer.idTokenFor('olga'), provider: 'google' });
      expect(pending.body.data).toMatchObject({ bound: true, needVerify: true, verifyTypes: ['google'] });
      expect(c.cookies.has('token')).toBe(false);
      const done = await c.post('/v1/user/public/third/securityVerify', {
        loginTicket: pending.body.data.loginTicket,
        googleCode: await unusedTotp(secret.body.data.secret),
      });
      expect(done.body.code).toBe(0);
      expect(c.cookies.has('token')).toBe(true);
    });
  });

  describe('linking and registering pending sign-ins', () => {
    it('§7 apple/register needs the e-mailed code for an address the provider did not vouch for', async () => {
      const c = client();
      const pending = await c.post<Unbound>('/v1/user/public/third/oauth/sign', {
        token: await issuer.idTokenFor('amy', OIDC_SECOND_CLIENT_ID),
        provider: 'apple',
      });
      expect(pending.body.data).toMatchObject({ bound: false, email: 'amy@example.org' });
      const serialNO = pending.body.data.serialNO;
      const withoutCode = await c.post('/v1/user/public/third/apple/register', {
        email: 'amy.private@example.com',
        serialNO,
      });
      expect(withoutCode.body.code).toBe('21005');
      await c.post('/v1/user/public/sendCode', {
        type: 'email',
        email: 'amy.private@example.com',
        scene: 'register',
      });
      const registered = await c.post('/v1/user/public/third/apple/register', {
        email: 'amy.private@example.com',
        serialNO,
        emailCode: await latestCode(c, 'amy.private@example.com'),
      });
      expect(registered.body.code).toBe(0);
      expect((await c.get<{ email: string }>('/v1/user/overview/userinfo')).body.data.email).toBe(
        'am***@example.com',
      );
    });

    it('§7 third/check and wallet/check link by e-mail and password; bind/check by mobile and password', async () => {
      const owner = client();
      await registerByEmail(owner, 'linker@example.com', 'Passw0rd!x');
      const google = await client().post<Unbound>('/v1/user/public/third/oauth/sign', {
        token: await issuer.idTokenFor('lin'),
        provider: 'google',
      });
      const viaCheck = await client().post('/v1/user/public/third/check', {
        loginName: 'linker@example.com',
        pwd: 'Passw0rd!x',
        serialNO: google.body.data.serialNO,
      });
      expect(viaCheck.body.data).toMatchObject({ needVerify: false });
      expect(
        (
          await client().post('/v1/user/public/third/oauth/sign', {
            token: await issuer.idTokenFor('lin'),
            provider: 'google',
          })
        ).body.data,
      ).toMatchObject({ bound: true });

      const key = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
      const nonce = await client().get<{ message: string }>(
        `/v1/user/public/third/wallet/nonce?address=${key.address}`,
      );
      const walletPending = await client().post<Unbound>('/v1/user/public/third/wallet/sign', {
        publicAddress: key.address,
        message: nonce.body.data.message,
        signature: await key.signMessage({ message: nonce.body.data.message }),
      });
      // A Telegram-only call cannot spend a wallet serialNO.
      const wrongKind = await client().post('/v1/user/public/third/tg/checkUserExit', {
        loginName: 'linker@example.com',
        pwd: 'Passw0rd!x',
        serialNO: walletPending.body.data.serialNO,
      });
      expect(wrongKind.body.code).toBe('21301');
      const linked = client();
      const viaWallet = await linked.post('/v1/user/public/third/wallet/check', {
        loginName: 'linker@example.com',
        pwd: 'Passw0rd!x',
        serialNO: walletPending.body.data.serialNO,
      });
      expect(viaWallet.body.code).toBe(0);
      expect(
        (await linked.get<{ walletAddress: string }>('/v1/user/overview/userinfo')).body.data.walletAddress,
      ).toBe(key.address.toLowerCase());

      const mobileOwner = client();
      await mobileOwner.post('/v1/user/public/sendCode', {
        type: 'mobile',
        mobile: '912345678',
        areaCode: '351',
        scene: 'register',
      });
      await mobileOwner.post('/v1/user/register/mobile', {
        mobile: '912345678',
        areaCode: '351',
        pwd: 'Passw0rd!x',
        rePwd: 'Passw0rd!x',
        verifyCode: await latestCode(mobileOwner, '+351 912345678'),
      });
      const tg = await client().post<Unbound>('/v1/user/public/third/tg/sign', {
        sign: telegramWidgetQuery({ id: '31415', auth_date: now() }),
      });
      const viaMobile = await client().post('/v1/user/public/third/bind/check', {
        loginName: '912345678',
        areaCode: '+351',
        pwd: 'Passw0rd!x',
        serialNO: tg.body.data.serialNO,
      });
      expect(viaMobile.body.code).toBe(0);
    });
  });

  describe('QR login and cross-terminal status', () => {
    it('§7 getQrKeyStatus goes waiting, scanned, confirmed (logging the page in), then expired', async () => {
      const page = client();
      const phone = client();
      await phone.post('/v1/user/login', { loginName: 'demo@tideline.local', pwd: 'TidelineDemo1' });
      const created = await page.post<{ qrcodeKey: string; expiresIn: number }>('/v1/user/public/qr/create');
      expect(created.body.data.expiresIn).toBe(120);
      const qrcodeKey = created.body.data.qrcodeKey;
      const status = async () =>
        (await page.post<{ status: string }>('/v1/user/public/getQrKeyStatus', { qrcodeKey })).body.data
          .status;
      expect(await status()).toBe('waiting');
      expect((await phone.post('/v1/user/public/qr/confirm', { qrcodeKey })).body.code).toBe('21303');
      expect((await client().post('/v1/user/public/qr/scan', { qrcodeKey })).body.code).toBe('20205');
      expect((await phone.post('/v1/user/public/qr/scan', { qrcodeKey })).body.code).toBe(0);
      expect(await status()).toBe('scanned');
      expect((await phone.post('/v1/user/public/qr/confirm', { qrcodeKey })).body.code).toBe(0);
      expect(page.cookies.has('token')).toBe(false);
      expect(await status()).toBe('confirmed');
      expect(page.cookies.has('token')).toBe(true);
      expect((await page.get<{ email: string }>('/v1/user/overview/userinfo')).body.data.email).toBe(
        'de***@tideline.local',
      );
      expect(await status()).toBe('expired');
    });

    it('§7 a QR key past two minutes answers expired', async () => {
      const page = client();
      const created = await page.post<{ qrcodeKey: string }>('/v1/user/public/qr/create');
      await server.app.db
        .updateTable('qr_logins')
        .set({ expires_at: new Date(Date.now() - 1) })
        .execute();
      const answer = await page.post<{ status: string }>('/v1/user/public/getQrKeyStatus', {
        qrcodeKey: created.body.data.qrcodeKey,
      });
      expect(answer.body.data.status).toBe('expired');
    });

    it('§7 getCrossTerminalLoginStatus reports the terminals with live sessions', async () => {
      expect((await client().post('/v1/user/public/getCrossTerminalLoginStatus')).body.data).toEqual({
        login: false,
        userId: null,
        terminals: [],
      });
      const web = client();
      const login = await web.post<{ userId: string }>('/v1/user/login', {
        loginName: 'demo@tideline.local',
        pwd: 'TidelineDemo1',
      });
      await web.post('/v1/user/sub/switchApp', { userId: login.body.data.userId });
      const other = client();
      await other.post('/v1/user/login', { loginName: 'demo@tideline.local', pwd: 'TidelineDemo1' });
      const answer = await other.post<{ login: boolean; terminals: string[] }>(
        '/v1/user/public/getCrossTerminalLoginStatus',
      );
      expect(answer.body.data).toMatchObject({
        login: true,
        userId: login.body.data.userId,
        terminals: ['app', 'web'],
      });
    });
  });
});
