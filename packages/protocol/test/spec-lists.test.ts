import { describe, expect, it } from 'vitest';
import { deviceTokenPathsOf, signedBodyFieldsOf, signModesOf } from '../src/endpoint-policies.ts';
import { ENDPOINTS } from '../src/endpoints.ts';
import { SIGNED_BODY_FIELDS } from '../src/gateway-sign.ts';

// Issue #19: the §7 lists are derived from the endpoint table; this test holds the table to the
// spec's own lists, written out here as the spec gives them.

/** §7 "Signed paths (POST; body fields used in the signature in brackets)". */
const SPEC_SIGNED_PATHS: Readonly<Record<string, readonly string[]>> = {
  '/v1/user/agency/login': ['loginName', 'pwd', 'areaCode'],
  '/v1/user/login': ['loginName', 'pwd', 'areaCode'],
  '/v1/user/login/verify-auth-login': ['fidoVerifyCode'],
  '/v1/user/register/mobile': ['mobile', 'areaCode', 'pwd', 'verifyCode', 'rePwd'],
  '/v1/user/register/email': ['email', 'pwd', 'verifyCode', 'rePwd'],
  '/v1/user/register/mobileAndEmail': [
    'mobile',
    'areaCode',
    'pwd',
    'email',
    'emailVerifyCode',
    'verifyCode',
    'rePwd',
  ],
  '/v1/user/public/third/apple/register': ['email', 'emailCode'],
  '/v1/user/public/third/tg/register': ['email', 'mobile', 'areaCode', 'verifyCode'],
  '/v1/user/public/third/google/register': ['email', 'serialNO'],
  '/v1/user/public/third/wallet/register': ['email', 'mobile', 'areaCode', 'serialNO'],
  '/v1/user/public/third/tg/generateVirtual': ['serialNO'],
  '/v1/user/public/third/tg/sign': ['sign'],
  '/v1/user/public/third/tg/checkUserExit': ['loginName', 'pwd', 'serialNO'],
  '/v1/user/public/third/tg/signV2': ['initData', 'id'],
  '/v1/user/public/third/check': ['loginName', 'pwd', 'serialNO'],
  '/v1/user/public/third/bind/check': ['loginName', 'pwd', 'areaCode', 'serialNO'],
  '/v1/user/public/third/oauth/sign': ['token'],
  '/v1/user/public/third/wallet/sign': ['publicAddress', 'signature'],
  '/v1/user/public/third/wallet/check': ['loginName', 'pwd', 'signature'],
  '/v1/user/public/third/bind/choose': ['email', 'serialNO'],
  '/v1/user/public/getQrKeyStatus': ['qrcodeKey'],
  '/v1/user/login/verifySystemLogin': ['verifyCode'],
  '/v1/user/login/verifySystemLogin-v2': ['verifyCode'],
  '/v1/user/login/verify-login': ['emailCode', 'mobileCode', 'googleCode'],
  '/v1/user/agency/login/verify-login': ['emailCode', 'mobileCode', 'googleCode'],
  '/v1/user/public/third/securityVerify': ['emailCode', 'mobileCode', 'googleCode'],
  '/v1/user/login/verify-login-v2': ['emailCode', 'mobileCode', 'googleCode'],
  '/v1/user/sub/switLogin': ['userId'],
  '/v1/user/sub/switchWeb': ['userId'],
  '/v1/user/sub/switchApp': ['userId'],
  // "plus switchLoginDemo and switchTradeDemo": the switch's own field, as for its siblings.
  '/v1/user/sub/switchLoginDemo': ['userId'],
  '/v1/user/sub/switchTradeDemo': ['userId'],
  '/v1/user/public/getCrossTerminalLoginStatus': [],
};

/** §6: the core calls a logged-in session signs besides §7's list, with their modes. */
const CORE_SIGNED_PATHS: Readonly<Record<string, number>> = {
  '/v1/user/overview/userinfo': 0,
  '/v1/asset/withdraw': 2,
  // Where money may go without a second factor (issue #30 item 1): signed over the whole body.
  '/v1/asset/withdraw/whitelist/add': 2,
  '/v1/asset/withdraw/no-password/set': 2,
};

/**
 * §7 "Paths that must carry the device token", as concrete gateway paths. The spec names
 * operations; where it also names a path (§7 signed paths) that path is used, and the rest are
 * this project's own paths, marked "ours".
 */
const SPEC_DEVICE_TOKEN_OPERATIONS: Readonly<Record<string, readonly string[]>> = {
  login: ['/v1/user/login'],
  agencyLogin: ['/v1/user/agency/login'],
  verifyLogin: [
    '/v1/user/login/verify-login',
    '/v1/user/login/verify-login-v2',
    '/v1/user/agency/login/verify-login',
    '/v1/user/login/verify-auth-login',
    /** Ours: the passkey challenge that verify-auth-login answers. */
    '/v1/user/login/fido-options',
    '/v1/user/public/third/securityVerify',
  ],
  register: ['/v1/user/register/mobile', '/v1/user/register/email', '/v1/user/register/mobileAndEmail'],
  thirdPartyRegister: [
    '/v1/user/public/third/apple/register',
    '/v1/user/public/third/google/register',
    '/v1/user/public/third/tg/register',
    '/v1/user/public/third/wallet/register',
    /** Ours: the account made for a Telegram sign-in that has no e-mail or mobile. */
    '/v1/user/public/third/tg/generateVirtual',
  ],
  subAccountSwitch: [
    '/v1/user/sub/switLogin',
    '/v1/user/sub/switchWeb',
    '/v1/user/sub/switchApp',
    '/v1/user/sub/switchLoginDemo',
    '/v1/user/sub/switchTradeDemo',
  ],
  /** Ours: turning on withdrawal without a password. */
  withdrawNoPasswordFlag: ['/v1/asset/withdraw/no-password/set'],
  /** Ours: starting a FIDO2 (passkey) registration. */
  fido2RegisterStart: ['/v1/user/fido2/register/start'],
  /** Ours. */
  redPacketCreate: ['/v1/redpacket/create'],
  /** Ours: the web3 swap's signature and withdrawal. */
  swapWeb3: ['/v1/web3/swap/sign', '/v1/web3/withdraw'],
  /** Ours: P2P advertisement edit, publish, confirm, put coin and add payment method. */
  p2p: [
    '/v1/p2p/ad/edit',
    '/v1/p2p/ad/publish',
    '/v1/p2p/order/confirm',
    '/v1/p2p/order/put-coin',
    '/v1/p2p/payment/add',
  ],
  /** Ours: spot withdrawal and the batch withdrawal query. */
  spotWithdraw: ['/v1/asset/withdraw', '/v1/asset/withdraw/batch-query'],
  /** Ours: sending an SMS or e-mail verification code, before registering and during a login. */
  sendVerificationCode: ['/v1/user/public/sendCode', '/v1/user/login/sendCode'],
  qrKeyStatus: ['/v1/user/public/getQrKeyStatus'],
  thirdPartySign: [
    '/v1/user/public/third/tg/sign',
    '/v1/user/public/third/tg/signV2',
    '/v1/user/public/third/oauth/sign',
    '/v1/user/public/third/wallet/sign',
  ],
  thirdPartyChecks: [
    '/v1/user/public/third/check',
    '/v1/user/public/third/bind/check',
    '/v1/user/public/third/tg/checkUserExit',
    '/v1/user/public/third/wallet/check',
    /** Ours: linking a pending third-party sign-in to an existing account. */
    '/v1/user/public/third/bind/choose',
  ],
  /** "pre-check" is ours as a path; "system login" is §7's verifySystemLogin pair. */
  preCheckAndSystemLogin: [
    '/v1/user/login/pre-check',
    '/v1/user/login/verifySystemLogin',
    '/v1/user/login/verifySystemLogin-v2',
  ],
};

/**
 * §7 "Paths that must carry the device token" may name operations not built yet; their rows bring
 * the flag when they land. None is waiting now.
 */
const AWAITING_OPERATIONS = new Set<string>([]);
const AWAITING_PATHS = new Set<string>([]);

describe('issue #19: the §7 lists come from the endpoint table', () => {
  it('signs every §7 path with the spec’s fields first, in the spec’s order', () => {
    const fields = signedBodyFieldsOf(ENDPOINTS);
    const modes = signModesOf(ENDPOINTS);
    for (const [path, specFields] of Object.entries(SPEC_SIGNED_PATHS)) {
      expect(modes[path], path).toBe(specFields.length > 0 ? 2 : 1);
      expect(fields[path]?.slice(0, specFields.length), path).toEqual(specFields);
    }
  });

  it('signs nothing else but the core calls', () => {
    const modes = signModesOf(ENDPOINTS);
    const extra = Object.keys(modes).filter((path) => !(path in SPEC_SIGNED_PATHS));
    expect(Object.fromEntries(extra.map((path) => [path, modes[path]]))).toEqual(CORE_SIGNED_PATHS);
  });

  it('the signer and verifier use the table’s fields', () => {
    expect(SIGNED_BODY_FIELDS).toEqual(signedBodyFieldsOf(ENDPOINTS));
  });

  it('asks for the device token on every §7 operation’s paths, and nowhere else', () => {
    const derived = new Set(deviceTokenPathsOf(ENDPOINTS));
    const expected = Object.entries(SPEC_DEVICE_TOKEN_OPERATIONS)
      .filter(([operation]) => !AWAITING_OPERATIONS.has(operation))
      .flatMap(([, paths]) => paths)
      .filter((path) => !AWAITING_PATHS.has(path));
    expect([...derived].sort()).toEqual([...new Set(expected)].sort());
  });

  it('issue #21 item 4: every signed call signs every field of its body', () => {
    const unsigned: string[] = [];
    for (const endpoint of ENDPOINTS) {
      if (!endpoint.signing) continue;
      const shape = (endpoint.body as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      const signed = endpoint.signing.mode === 2 ? (endpoint.signing.fields ?? []) : [];
      for (const field of Object.keys(shape))
        if (!signed.includes(field)) unsigned.push(`${endpoint.path} ${field}`);
    }
    expect(unsigned).toEqual([]);
  });
});
