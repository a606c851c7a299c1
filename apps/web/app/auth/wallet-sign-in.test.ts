import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  type Eip1193Provider,
  injectedWallet,
  signInMessageWithWallet,
  utf8Hex,
  WalletSignInError,
} from './wallet-sign-in.ts';

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

/** A wallet that signs with a real key, recording what it was asked. */
function keyWallet(calls: string[] = []): Eip1193Provider {
  return {
    async request({ method, params }) {
      calls.push(method);
      if (method === 'eth_requestAccounts') return [account.address.toLowerCase()];
      if (method === 'personal_sign') {
        const [hex, address] = params as [`0x${string}`, string];
        expect(address).toBe(account.address.toLowerCase());
        return account.signMessage({ message: { raw: hex } });
      }
      throw new Error(`unexpected ${method}`);
    },
  };
}

function problemOf(promise: Promise<unknown>) {
  return promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof WalletSignInError ? error.problem : error),
  );
}

describe('§7 wallet sign-in through EIP-1193', () => {
  it('signs the gateway message for the wallet account with personal_sign, verifiable by the address', async () => {
    const calls: string[] = [];
    const message = 'ex.test wants you to sign in with your Ethereum account:\nnonce ✓';
    const asked: string[] = [];
    const proof = await signInMessageWithWallet(keyWallet(calls), async (address) => {
      asked.push(address);
      return message;
    });
    expect(calls).toEqual(['eth_requestAccounts', 'personal_sign']);
    expect(asked).toEqual([account.address.toLowerCase()]);
    expect(proof.message).toBe(message);
    expect(
      await verifyMessage({ address: account.address, message, signature: proof.signature as `0x${string}` }),
    ).toBe(true);
  });

  it('hex-encodes the message as UTF-8 bytes', () => {
    expect(utf8Hex('A✓')).toBe('0x41e29c93');
  });

  it('says so when there is no wallet, and finds an injected one', async () => {
    expect(await problemOf(signInMessageWithWallet(undefined, async () => 'm'))).toBe('walletMissing');
    expect(injectedWallet({})).toBeUndefined();
    expect(injectedWallet({ ethereum: { request: 'no' } })).toBeUndefined();
    const wallet = keyWallet();
    expect(injectedWallet({ ethereum: wallet })).toBe(wallet);
  });

  it('tells a rejection (EIP-1193 code 4001) apart from other wallet failures', async () => {
    const rejecting: Eip1193Provider = {
      request: async () => Promise.reject(Object.assign(new Error('User rejected'), { code: 4001 })),
    };
    const broken: Eip1193Provider = {
      request: async () => Promise.reject(Object.assign(new Error('Internal'), { code: -32603 })),
    };
    const noAccounts: Eip1193Provider = { request: async () => [] };
    expect(await problemOf(signInMessageWithWallet(rejecting, async () => 'm'))).toBe('walletRejected');
    expect(await problemOf(signInMessageWithWallet(broken, async () => 'm'))).toBe('walletFailed');
    expect(await problemOf(signInMessageWithWallet(noAccounts, async () => 'm'))).toBe('walletFailed');
  });

  it('rejects at the signature step too, after the message was fetched', async () => {
    const signRejected: Eip1193Provider = {
      async request({ method }) {
        if (method === 'eth_requestAccounts') return [account.address];
        throw Object.assign(new Error('denied'), { code: 4001 });
      },
    };
    expect(await problemOf(signInMessageWithWallet(signRejected, async () => 'm'))).toBe('walletRejected');
  });

  it('lets a gateway failure pass through unchanged', async () => {
    const failure = new Error('gateway');
    expect(
      await problemOf(
        signInMessageWithWallet(keyWallet(), async () => {
          throw failure;
        }),
      ),
    ).toBe(failure);
  });
});
