import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_LIMIT } from '../src/plugins/fido2/registration-routes.ts';
import { registerByEmail } from './support/accounts.ts';
import { backends, type RunningServer, startServer } from './support/backends.ts';
import { ApiClient } from './support/http-client.ts';
import { stepUp } from './support/step-up.ts';

const password = 'Passw0rd!x';
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

function counterBytes(counter: number): Uint8Array {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return new Uint8Array(bytes);
}

/**
 * A software FIDO2 authenticator with one ES256 credential: produces the registration and
 * authentication responses a browser hands to the page, in @simplewebauthn/browser's JSON shape.
 */
class SoftwareAuthenticator {
  readonly credentialId = new Uint8Array(randomBytes(32));
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;

  constructor(private readonly origin: string) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private get rpId(): string {
    return new URL(this.origin).hostname;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Uint8Array {
    return new TextEncoder().encode(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }

  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
        [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
      ]),
    );
  }

  /** `navigator.credentials.create()` with "none" attestation. */
  create(challenge: string) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = concat(
      sha256(this.rpId),
      new Uint8Array([FLAG_UP | FLAG_UV | FLAG_AT]),
      counterBytes(0),
      new Uint8Array(16),
      new Uint8Array(idLength),
      this.credentialId,
      this.coseKey(),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** `navigator.credentials.get()`: signs authenticatorData || sha256(clientDataJSON). */
  get(challenge: string, counter: number) {
    const clientDataJSON = this.clientData('webauthn.get', challenge);
    const authData = concat(sha256(this.rpId), new Uint8Array([FLAG_UP | FLAG_UV]), counterBytes(counter));
    const signature = sign('sha256', concat(authData, sha256(clientDataJSON)), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(new Uint8Array(signature)),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}

interface PendingLogin {
  needVerify: boolean;
  loginTicket: string;
  verifyTypes: string[];
}
interface RegistrationOptions {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string };
  attestation: string;
  excludeCredentials: { id: string }[];
}
interface AuthenticationOptions {
  challenge: string;
  rpId: string;
  allowCredentials: { id: string; type: string }[];
}
interface CredentialList {
  credentials: {
    id: string;
    label: string;
    transports: string[];
    createdAt: number;
    lastUsedAt: number | null;
  }[];
}

describe.each(backends)('§7 FIDO2 passkeys on $name', (backend) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  /** Issue #21 item 1: adding or removing a passkey is a step-up call. */
  const prove = (c: ApiClient, email: string) => stepUp(c, { email, app: server.app });

  async function registerPasskey(
    c: ApiClient,
    email: string,
    authenticator: SoftwareAuthenticator,
    label?: string,
  ) {
    const start = await c.post<RegistrationOptions>('/v1/user/fido2/register/start');
    expect(start.body.code).toBe(0);
    await prove(c, email);
    return c.post<{ id: string }>('/v1/user/fido2/register/finish', {
      credential: authenticator.create(start.body.data.challenge),
      ...(label === undefined ? {} : { label }),
    });
  }

  async function passwordLogin(email: string) {
    const c = new ApiClient(server.baseUrl);
    const answer = await c.post<PendingLogin>('/v1/user/login', { loginName: email, pwd: password });
    expect(answer.body.code).toBe(0);
    return { c, answer: answer.body.data };
  }

  async function fidoChallenge(c: ApiClient, loginTicket: string): Promise<string> {
    const options = await c.post<AuthenticationOptions>('/v1/user/login/fido-options', { loginTicket });
    expect(options.body.code).toBe(0);
    return options.body.data.challenge;
  }

  it('§7 registers a passkey, lists it, and login offers fido finished by verify-auth-login', async () => {
    const email = 'passkey@example.com';
    const owner = new ApiClient(server.baseUrl);
    await registerByEmail(owner, email, password);
    const authenticator = new SoftwareAuthenticator(server.baseUrl);

    const start = await owner.post<RegistrationOptions>('/v1/user/fido2/register/start');
    expect(start.body.data).toMatchObject({
      rp: { id: '127.0.0.1', name: 'Tideline' },
      user: { name: email },
      attestation: 'none',
      excludeCredentials: [],
    });
    await prove(owner, email);
    const finished = await owner.post<{ id: string }>('/v1/user/fido2/register/finish', {
      credential: authenticator.create(start.body.data.challenge),
      label: 'Laptop',
    });
    expect(finished.body).toMatchObject({ code: 0, data: { id: authenticator.id } });

    const listed = await owner.get<CredentialList>('/v1/user/fido2/credentials');
    expect(listed.body.data.credentials).toEqual([
      {
        id: authenticator.id,
        label: 'Laptop',
        transports: ['internal'],
        createdAt: expect.any(Number),
        lastUsedAt: null,
      },
    ]);
    const again = await owner.post<RegistrationOptions>('/v1/user/fido2/register/start');
    expect(again.body.data.excludeCredentials.map((credential) => credential.id)).toEqual([authenticator.id]);

    const { c, answer } = await passwordLogin(email);
    expect(answer).toMatchObject({ needVerify: true, verifyTypes: ['fido'] });
    // A passkey-only ticket cannot be finished by the code variants.
    const withoutCodes = await c.post('/v1/user/login/verify-login', { loginTicket: answer.loginTicket });
    expect(withoutCodes.body.code).toBe('21009');

    const options = await c.post<AuthenticationOptions>('/v1/user/login/fido-options', {
      loginTicket: answer.loginTicket,
    });
    expect(options.body.data).toMatchObject({
      rpId: '127.0.0.1',
      allowCredentials: [{ id: authenticator.id, type: 'public-key' }],
    });
    const assertion = authenticator.get(options.body.data.challenge, 1);
    const done = await c.post('/v1/user/login/verify-auth-login', {
      loginTicket: answer.loginTicket,
      fidoVerifyCode: JSON.stringify(assertion),
    });
    expect(done.body).toMatchObject({ code: 0, status: 'success', data: { needVerify: false } });
    expect(c.cookies.get('token')).toHaveLength(43);
    const info = await c.get<{ email: string }>('/v1/user/overview/userinfo');
    expect(info.body).toMatchObject({ code: 0, data: { email: 'pa***@example.com' } });

    const history = await server.app.db
      .selectFrom('login_history')
      .select(['method', 'success'])
      .where('login_name', '=', email)
      .where('method', '=', 'passkey')
      .execute();
    expect(history).toEqual([{ method: 'passkey', success: true }]);
    const used = await c.get<CredentialList>('/v1/user/fido2/credentials');
    expect(used.body.data.credentials[0]?.lastUsedAt).toEqual(expect.any(Number));

    // The ticket is spent: the same assertion cannot open a second session.
    const replayed = await new ApiClient(server.baseUrl).post('/v1/user/login/verify-auth-login', {
      loginTicket: answer.loginTicket,
      fidoVerifyCode: assertion,
    });
    expect(replayed.body.code).toBe('21008');
  });

  it('§7 verify-auth-login refuses a replayed assertion, a repeated counter, a wrong challenge and an unknown credential', async () => {
    const email = 'refusals@example.com';
    const owner = new ApiClient(server.baseUrl);
    await registerByEmail(owner, email, password);
    const authenticator = new SoftwareAuthenticator(server.baseUrl);
    expect((await registerPasskey(owner, email, authenticator)).body.code).toBe(0);

    const first = await passwordLogin(email);
    const firstAssertion = authenticator.get(await fidoChallenge(first.c, first.answer.loginTicket), 5);
    const ok = await first.c.post('/v1/user/login/verify-auth-login', {
      loginTicket: first.answer.loginTicket,
      fidoVerifyCode: firstAssertion,
    });
    expect(ok.body.code).toBe(0);

    const { c, answer } = await passwordLogin(email);
    const loginTicket = answer.loginTicket;
    const verify = (fidoVerifyCode: unknown) =>
      c.post('/v1/user/login/verify-auth-login', { loginTicket, fidoVerifyCode });

    // The earlier assertion carries a spent challenge of another ticket.
    const replay = await verify(firstAssertion);
    expect(replay.body).toMatchObject({
      code: '21009',
      msg: 'The passkey request has expired, please try again',
    });

    // Fresh challenge but the counter does not move past the stored 5.
    const sameCounter = await verify(authenticator.get(await fidoChallenge(c, loginTicket), 5));
    expect(sameCounter.body).toMatchObject({ code: '21009', msg: 'The passkey verification failed' });

    // A challenge the gateway never issued.
    await fidoChallenge(c, loginTicket);
    const wrongChallenge = await verify(authenticator.get(b64url(new Uint8Array(randomBytes(32))), 6));
    expect(wrongChallenge.body).toMatchObject({
      code: '21009',
      msg: 'The passkey request has expired, please try again',
    });

    // A credential this account never registered, in Simplified Chinese (languageType 1).
    const stranger = new SoftwareAuthenticator(server.baseUrl);
    const challenge = await fidoChallenge(c, loginTicket);
    const unknown = await c.post('/v1/user/login/verify-auth-login?languageType=1', {
      loginTicket,
      fidoVerifyCode: stranger.get(challenge, 1),
    });
    expect(unknown.body).toMatchObject({ code: '21009', msg: '该通行密钥不存在', status: 'error' });

    const notJson = await verify('{not json');
    expect(notJson.body.code).toBe('21009');
    // Five wrong answers spend the ticket (docs/protocol.md 3.4), even for a correct assertion.
    const spent = await c.post('/v1/user/login/fido-options', { loginTicket });
    expect(spent.body.code).toBe('21008');
    const afterLimit = await verify(authenticator.get(b64url(new Uint8Array(randomBytes(32))), 9));
    expect(afterLimit.body.code).toBe('21008');
  });

  it('issue #21 item 14: at most PASSKEY_LIMIT passkeys per account, also for a registration started under it', async () => {
    const email = 'many-keys@example.com';
    const owner = new ApiClient(server.baseUrl);
    await registerByEmail(owner, email, password);
    for (let added = 0; added < PASSKEY_LIMIT - 1; added += 1)
      expect((await registerPasskey(owner, email, new SoftwareAuthenticator(server.baseUrl))).body.code).toBe(
        0,
      );
    // Two registrations started with one place left: the first to finish takes it.
    const first = await owner.post<RegistrationOptions>('/v1/user/fido2/register/start');
    const second = await owner.post<RegistrationOptions>('/v1/user/fido2/register/start');
    await prove(owner, email);
    const finish = (start: typeof first) =>
      owner.post('/v1/user/fido2/register/finish?languageType=11', {
        credential: new SoftwareAuthenticator(server.baseUrl).create(start.body.data.challenge),
      });
    expect((await finish(first)).body.code).toBe(0);
    const late = await finish(second);
    expect(late.body).toMatchObject({
      code: '21401',
      msg: 'Sie können höchstens 10 Passkeys registrieren; entfernen Sie zuerst einen',
    });
    const full = await owner.post('/v1/user/fido2/register/start');
    expect(full.body.code).toBe('21401');
    const listed = await owner.get<CredentialList>('/v1/user/fido2/credentials');
    expect(listed.body.data.credentials).toHaveLength(PASSKEY_LIMIT);
  });

  it('§7 a passkey registration needs the challenge the gateway issued, once', async () => {
    const owner = new ApiClient(server.baseUrl);
    await registerByEmail(owner, 'challenge@example.com', password);
    const authenticator = new SoftwareAuthenticator(server.baseUrl);
    await owner.post('/v1/user/fido2/register/start');
    await prove(owner, 'challenge@example.com');
    const forged = await owner.post('/v1/user/fido2/register/finish', {
      credential: authenticator.create(b64url(new Uint8Array(randomBytes(32)))),
    });
    expect(forged.body).toMatchObject({ code: '21401', status: 'error' });

    const start = await owner.post<RegistrationOptions>('/v1/user/fido2/register/start');
    const credential = authenticator.create(start.body.data.challenge);
    await prove(owner, 'challenge@example.com');
    expect((await owner.post('/v1/user/fido2/register/finish', { credential })).body.code).toBe(0);
    await prove(owner, 'challenge@example.com');
    const reused = await owner.post('/v1/user/fido2/register/finish?languageType=39', { credential });
    expect(reused.body).toMatchObject({
      code: '21401',
      msg: 'انتهت صلاحية طلب مفتاح المرور، يرجى المحاولة مرة أخرى',
    });
    const listed = await owner.get<CredentialList>('/v1/user/fido2/credentials');
    expect(listed.body.data.credentials).toHaveLength(1);
    expect(listed.body.data.credentials[0]?.label).toBe('Passkey');
  });

  it('§7 a passkey registered under another origin is refused', async () => {
    const owner = new ApiClient(server.baseUrl);
    await registerByEmail(owner, 'phished@example.com', password);
    const elsewhere = new SoftwareAuthenticator('https://tideline.example.net');
    const start = await owner.post<RegistrationOptions>('/v1/user/fido2/register/start');
    await prove(owner, 'phished@example.com');
    const refused = await owner.post('/v1/user/fido2/register/finish', {
      credential: elsewhere.create(start.body.data.challenge),
    });
    expect(refused.body).toMatchObject({
      code: '21401',
      msg: 'The passkey could not be verified, please try again',
    });
  });

  it('§6 passkey calls need a session, and strict bodies refuse unknown fields', async () => {
    const anonymous = new ApiClient(server.baseUrl);
    expect((await anonymous.get('/v1/user/fido2/credentials')).status).toBe(401);
    expect((await anonymous.post('/v1/user/fido2/register/start')).body.code).toBe('20205');
    const owner = new ApiClient(server.baseUrl);
    await registerByEmail(owner, 'strict@example.com', password);
    const extra = await owner.post('/v1/user/fido2/register/start', { admin: true });
    expect(extra).toMatchObject({ status: 400, body: { code: '00004' } });
  });

  it('§7 deleting the passkey removes fido from login, and only the owner can delete it', async () => {
    const email = 'delete@example.com';
    const owner = new ApiClient(server.baseUrl);
    await registerByEmail(owner, email, password);
    const authenticator = new SoftwareAuthenticator(server.baseUrl);
    expect((await registerPasskey(owner, email, authenticator, 'Key')).body.code).toBe(0);

    const other = new ApiClient(server.baseUrl);
    await registerByEmail(other, 'other@example.com', password);
    await prove(other, 'other@example.com');
    const foreign = await other.call('DELETE', `/v1/user/fido2/credentials/${authenticator.id}`);
    expect(foreign.body).toMatchObject({ code: '21401', msg: 'The passkey does not exist' });

    const pending = await passwordLogin(email);
    expect(pending.answer.verifyTypes).toEqual(['fido']);

    await prove(owner, email);
    const removed = await owner.call('DELETE', `/v1/user/fido2/credentials/${authenticator.id}`);
    expect(removed.body).toMatchObject({ code: 0, data: null });
    expect((await owner.get<CredentialList>('/v1/user/fido2/credentials')).body.data.credentials).toEqual([]);

    // The ticket issued while the passkey existed can no longer be finished with it.
    const challenge = await pending.c.post('/v1/user/login/fido-options', {
      loginTicket: pending.answer.loginTicket,
    });
    expect(challenge.body.code).toBe(0);
    const late = await pending.c.post('/v1/user/login/verify-auth-login', {
      loginTicket: pending.answer.loginTicket,
      fidoVerifyCode: authenticator.get((challenge.body.data as AuthenticationOptions).challenge, 1),
    });
    expect(late.body.code).toBe('21009');

    const { answer } = await passwordLogin(email);
    expect(answer.needVerify).toBe(false);
  });

  it('§7 a new-device login offers the e-mailed code or the passkey; fido-options refuses tickets without fido', async () => {
    const email = 'nopasskey@example.com';
    const owner = new ApiClient(server.baseUrl);
    await registerByEmail(owner, email, password);
    owner.headers['terminal-code'] = 'home';
    await owner.post('/v1/user/login', { loginName: email, pwd: password });
    const stranger = new ApiClient(server.baseUrl);
    stranger.headers['terminal-code'] = 'new-device';
    const pending = await stranger.post<PendingLogin>('/v1/user/login', { loginName: email, pwd: password });
    expect(pending.body.data.verifyTypes).toEqual(['email']);
    const options = await stranger.post('/v1/user/login/fido-options', {
      loginTicket: pending.body.data.loginTicket,
    });
    expect(options.body).toMatchObject({
      code: '21009',
      msg: 'This login cannot be verified with a passkey',
    });

    const authenticator = new SoftwareAuthenticator(server.baseUrl);
    expect((await registerPasskey(owner, email, authenticator)).body.code).toBe(0);
    const withPasskey = await stranger.post<PendingLogin>('/v1/user/login', {
      loginName: email,
      pwd: password,
    });
    expect(withPasskey.body.data.verifyTypes).toEqual(['email', 'fido']);
    const challenge = await fidoChallenge(stranger, withPasskey.body.data.loginTicket);
    const done = await stranger.post('/v1/user/login/verify-auth-login', {
      loginTicket: withPasskey.body.data.loginTicket,
      fidoVerifyCode: authenticator.get(challenge, 1),
    });
    expect(done.body.code).toBe(0);
    // The passkey login remembered the new device: the next login from it needs only the passkey.
    const next = await stranger.post<PendingLogin>('/v1/user/login', { loginName: email, pwd: password });
    expect(next.body.data.verifyTypes).toEqual(['fido']);
  });
});
