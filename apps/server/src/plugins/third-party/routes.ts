import { THIRD_PARTY_ENDPOINTS as rows } from '@tideline/protocol/third-party/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getAddress, type Hex } from 'viem';
import type { OidcProviderSettings } from '../../config.ts';
import type { ThirdPartyProvider } from '../../db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import {
  assertAddressesFree,
  beginLogin,
  checkPassword,
  completeLogin,
  consumeVerificationCode,
  findUserByLoginName,
  insertUser,
  mobileTarget,
  normalizeAreaCode,
  normalizeEmail,
} from '../accounts/index.ts';
import { linkIdentity, openPending, signInWithIdentity } from './identity-service.ts';
import { OidcVerifier } from './oidc.ts';
import { verifyTelegramInitData, verifyTelegramWidget } from './telegram.ts';
import { verifyWalletSignature, walletChallenge } from './wallet.ts';

/**
 * The Telegram login page is opened with the bot's numeric id, the part of its token before the
 * colon; the secret part never leaves the server. A token of another shape offers no Telegram.
 */
export function telegramBotId(botToken: string | undefined): { botId: string } | null {
  const botId = botToken?.match(/^(\d+):/)?.[1];
  return botId ? { botId } : null;
}

function requestOrigin(request: FastifyRequest, configured: string | undefined): URL {
  return new URL(configured ?? `${request.protocol}://${request.host}`);
}

/** Spec §7 third-party sign-in (Telegram, Google and Apple via OpenID Connect, wallet) and its follow-ups. */
export async function thirdPartyRoutes(app: FastifyInstance) {
  const verifiers = new Map(
    app.config.oidc.map((settings: OidcProviderSettings) => [settings.provider, new OidcVerifier(settings)]),
  );
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const botToken = () => {
    if (!app.config.telegramBotToken) throw new ApiError(ResultCode.thirdParty, 'third.notConfigured');
    return app.config.telegramBotToken;
  };
  const failed = () => new ApiError(ResultCode.thirdParty, 'third.failed');

  serveEndpoint(app, rows.telegramSign, async (request, reply) => {
    const user = verifyTelegramWidget(request.body.sign, botToken(), nowSeconds());
    if (!user) throw failed();
    return success(
      request,
      await signInWithIdentity(app.db, request, reply, {
        provider: 'telegram',
        subject: user.id,
        email: null,
        emailVerified: false,
        displayName: user.displayName,
      }),
    );
  });

  serveEndpoint(app, rows.telegramMiniAppSign, async (request, reply) => {
    const user = verifyTelegramInitData(request.body.initData, botToken(), nowSeconds());
    if (!user || user.id !== String(request.body.id)) throw failed();
    return success(
      request,
      await signInWithIdentity(app.db, request, reply, {
        provider: 'telegram',
        subject: user.id,
        email: null,
        emailVerified: false,
        displayName: user.displayName,
      }),
    );
  });

  serveEndpoint(app, rows.oidcSign, async (request, reply) => {
    const verifier = verifiers.get(request.body.provider);
    if (!verifier) throw new ApiError(ResultCode.thirdParty, 'third.notConfigured');
    const identity = await verifier.verify(request.body.token).catch((error: unknown) => {
      request.log.info({ err: error }, 'ID token refused');
      throw failed();
    });
    return success(
      request,
      await signInWithIdentity(app.db, request, reply, { provider: request.body.provider, ...identity }),
    );
  });

  serveEndpoint(app, rows.providers, async (request) => {
    const oidc = async (provider: 'google' | 'apple') => {
      const verifier = verifiers.get(provider);
      if (!verifier) return null;
      const authorizationEndpoint = await verifier.authorizationEndpoint().catch((error: unknown) => {
        request.log.warn({ err: error, provider }, 'OpenID discovery failed');
        return null;
      });
      return authorizationEndpoint ? { clientId: verifier.clientId, authorizationEndpoint } : null;
    };
    return success(request, {
      wallet: true,
      telegram: telegramBotId(app.config.telegramBotToken),
      google: await oidc('google'),
      apple: await oidc('apple'),
    });
  });

  serveEndpoint(app, rows.walletNonce, async (request) => {
    const challenge = walletChallenge(
      getAddress(request.query.address),
      requestOrigin(request, app.config.publicOrigin),
      new Date(),
    );
    await app.db
      .insertInto('wallet_nonces')
      .values({
        nonce: challenge.nonce,
        address: request.query.address.toLowerCase(),
        expires_at: challenge.expiresAt,
        consumed_at: null,
      })
      .execute();
    return success(request, {
      nonce: challenge.nonce,
      message: challenge.message,
      expiresAt: challenge.expiresAt.getTime(),
    });
  });

  serveEndpoint(app, rows.walletSign, async (request, reply) => {
    const verified = await verifyWalletSignature({
      publicAddress: request.body.publicAddress,
      message: request.body.message,
      signature: request.body.signature as Hex,
      domain: requestOrigin(request, app.config.publicOrigin).host,
      now: new Date(),
    });
    if (!verified) throw new ApiError(ResultCode.walletSignature, 'wallet.signatureInvalid');
    const spent = await app.db
      .updateTable('wallet_nonces')
      .set({ consumed_at: new Date() })
      .where('nonce', '=', verified.nonce)
      .where('address', '=', verified.address)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    if (spent.numUpdatedRows !== 1n)
      throw new ApiError(ResultCode.walletSignature, 'wallet.signatureInvalid');
    return success(
      request,
      await signInWithIdentity(app.db, request, reply, {
        provider: 'wallet',
        subject: verified.address,
        email: null,
        emailVerified: false,
        displayName: `${verified.address.slice(0, 6)}…${verified.address.slice(-4)}`,
      }),
    );
  });

  /** Creates the account for a pending identity; an address the provider did not vouch for needs its code. */
  const registerPending = async (
    request: FastifyRequest,
    reply: FastifyReply,
    providers: readonly ThirdPartyProvider[],
    input: {
      serialNO: string;
      email?: string | undefined;
      mobile?: string | undefined;
      areaCode?: string | undefined;
      code?: string | undefined;
    },
  ) => {
    const pending = await openPending(app.db, input.serialNO, providers);
    const email = input.email ? normalizeEmail(input.email) : null;
    const areaCode = input.areaCode ? normalizeAreaCode(input.areaCode) : null;
    const mobile = input.mobile ?? null;
    if ((mobile === null) !== (areaCode === null))
      throw new ApiError(ResultCode.invalidRequest, 'request.invalidBody', 400);
    await assertAddressesFree(app.db, {
      ...(email ? { email } : {}),
      ...(mobile && areaCode ? { mobile, areaCode } : {}),
    });
    if (email && !(pending.emailVerified && pending.email === email)) {
      if (!input.code) throw new ApiError(ResultCode.codeInvalid, 'account.codeInvalid');
      await consumeVerificationCode(app.db, {
        channel: 'email',
        target: email,
        scene: 'register',
        code: input.code,
      });
    } else if (mobile && areaCode) {
      if (!input.code) throw new ApiError(ResultCode.codeInvalid, 'account.codeInvalid');
      await consumeVerificationCode(app.db, {
        channel: 'mobile',
        target: mobileTarget(areaCode, mobile),
        scene: 'register',
        code: input.code,
      });
    }
    const user = await insertUser(app.db, {
      kind: 'main',
      email,
      area_code: areaCode,
      mobile,
      password_hash: null,
      nickname: pending.displayName,
      parent_id: null,
      anti_phishing_code: null,
      totp_secret: null,
      wallet_address: null,
    });
    await linkIdentity(app.db, pending, user);
    return success(
      request,
      await completeLogin(app.db, request, reply, user, {
        loginName: `${pending.provider}:${pending.subject}`,
        method: `${pending.provider}-register`,
        request,
      }),
    );
  };

  serveEndpoint(app, rows.googleRegister, async (request, reply) =>
    registerPending(request, reply, ['google'], {
      serialNO: request.body.serialNO,
      email: request.body.email,
      code: request.body.emailCode,
    }),
  );
  serveEndpoint(app, rows.appleRegister, async (request, reply) =>
    registerPending(request, reply, ['apple'], {
      serialNO: request.body.serialNO,
      email: request.body.email,
      code: request.body.emailCode,
    }),
  );
  for (const [row, provider] of [
    [rows.telegramRegister, 'telegram'],
    [rows.walletRegister, 'wallet'],
  ] as const) {
    serveEndpoint(app, row, async (request, reply) => {
      const { email, mobile, areaCode, verifyCode } = request.body;
      if (!email && !mobile)
        throw new ApiError(ResultCode.invalidRequest, 'request.invalidParameter', 400, {
          field: 'email',
          issue: 'email or mobile is required',
        });
      return registerPending(request, reply, [provider], {
        serialNO: request.body.serialNO,
        email,
        mobile,
        areaCode,
        code: verifyCode,
      });
    });
  }
  serveEndpoint(app, rows.telegramGenerateVirtual, async (request, reply) =>
    registerPending(request, reply, ['telegram'], { serialNO: request.body.serialNO }),
  );

  /** Links the pending identity to an existing account after its password check, then logs in. */
  const bindWithPassword = async (
    request: FastifyRequest,
    reply: FastifyReply,
    providers: readonly ThirdPartyProvider[],
    input: { loginName: string; pwd: string; areaCode?: string | undefined; serialNO: string },
  ) => {
    const pending = await openPending(app.db, input.serialNO, providers);
    const attempt = { loginName: input.loginName.toLowerCase(), method: `${pending.provider}-bind`, request };
    const user = await checkPassword(
      app.db,
      await findUserByLoginName(app.db, input.loginName, input.areaCode),
      input.pwd,
      attempt,
    );
    await linkIdentity(app.db, pending, user);
    return success(request, await beginLogin(app.db, request, reply, user, attempt));
  };
  const everyProvider = ['telegram', 'google', 'apple', 'wallet'] as const;
  serveEndpoint(app, rows.check, async (request, reply) =>
    bindWithPassword(request, reply, everyProvider, request.body),
  );
  serveEndpoint(app, rows.bindCheck, async (request, reply) =>
    bindWithPassword(request, reply, everyProvider, request.body),
  );
  serveEndpoint(app, rows.telegramCheck, async (request, reply) =>
    bindWithPassword(request, reply, ['telegram'], request.body),
  );
  serveEndpoint(app, rows.walletCheck, async (request, reply) =>
    bindWithPassword(request, reply, ['wallet'], request.body),
  );

  serveEndpoint(app, rows.bindChoose, async (request, reply) => {
    const pending = await openPending(app.db, request.body.serialNO, everyProvider);
    const email = normalizeEmail(request.body.email);
    if (!pending.emailVerified || pending.email !== email) throw failed();
    const user = await findUserByLoginName(app.db, email, undefined);
    if (!user) throw new ApiError(ResultCode.accountNotFound, 'account.notFound');
    await linkIdentity(app.db, pending, user);
    return success(
      request,
      await beginLogin(app.db, request, reply, user, {
        loginName: email,
        method: `${pending.provider}-bind`,
        request,
      }),
    );
  });
}
