// Wallet sign-in with an injected EIP-1193 provider (`window.ethereum`): plain JSON-RPC calls, no
// wallet SDK. The wallet picks the account, the gateway writes the EIP-4361 message for it, and
// the wallet signs that message with `personal_sign` (EIP-191).

/** The one method of EIP-1193 this flow uses. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** Why a wallet sign-in stopped before reaching the gateway; each has a localised message. */
export type WalletProblem = 'walletMissing' | 'walletRejected' | 'walletFailed';

export class WalletSignInError extends Error {
  constructor(readonly problem: WalletProblem) {
    super(problem);
    this.name = 'WalletSignInError';
  }
}

/** EIP-1193 code 4001: the user rejected the request in the wallet. */
const USER_REJECTED = 4001;

function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'request') === 'function';
}

/** The page's injected wallet, if any. */
export function injectedWallet(scope: object): Eip1193Provider | undefined {
  const candidate: unknown = Reflect.get(scope, 'ethereum');
  return isEip1193Provider(candidate) ? candidate : undefined;
}

function asProblem(error: unknown): WalletSignInError {
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
  return new WalletSignInError(code === USER_REJECTED ? 'walletRejected' : 'walletFailed');
}

async function ask(wallet: Eip1193Provider, method: string, params?: readonly unknown[]): Promise<unknown> {
  try {
    return await wallet.request(params ? { method, params } : { method });
  } catch (error) {
    throw asProblem(error);
  }
}

/** `personal_sign` takes the message as hex of its UTF-8 bytes. */
export function utf8Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

export interface WalletProof {
  publicAddress: string;
  message: string;
  signature: string;
}

/**
 * Asks the wallet for its account, fetches the message for that address, and has the wallet sign
 * it. Throws `WalletSignInError` for a missing wallet, a rejection or an unusable answer; failures
 * of `fetchMessage` (the gateway) pass through unchanged.
 */
export async function signInMessageWithWallet(
  wallet: Eip1193Provider | undefined,
  fetchMessage: (address: string) => Promise<string>,
): Promise<WalletProof> {
  if (!wallet) throw new WalletSignInError('walletMissing');
  const accounts = await ask(wallet, 'eth_requestAccounts');
  const address = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof address !== 'string' || !ADDRESS.test(address)) throw new WalletSignInError('walletFailed');
  const message = await fetchMessage(address);
  const signature = await ask(wallet, 'personal_sign', [utf8Hex(message), address]);
  if (typeof signature !== 'string' || !SIGNATURE.test(signature))
    throw new WalletSignInError('walletFailed');
  return { publicAddress: address, message, signature };
}
