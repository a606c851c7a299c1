import { type Address, getAddress, type Hex, isAddress, verifyMessage } from 'viem';
import { createSiweMessage, generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe';

/** A sign-in message must be signed within this time of being issued. */
export const WALLET_MESSAGE_TTL_SECONDS = 600;

export interface WalletChallenge {
  nonce: string;
  message: string;
  expiresAt: Date;
}

/** An EIP-4361 ("Sign-In with Ethereum") message naming this site, the address and a single-use nonce. */
export function walletChallenge(address: Address, origin: URL, now: Date): WalletChallenge {
  const nonce = generateSiweNonce();
  const expiresAt = new Date(now.getTime() + WALLET_MESSAGE_TTL_SECONDS * 1000);
  const message = createSiweMessage({
    domain: origin.host,
    address: getAddress(address),
    statement: 'Sign in to Tideline with this wallet.',
    uri: origin.origin,
    version: '1',
    chainId: 1,
    nonce,
    issuedAt: now,
    expirationTime: expiresAt,
  });
  return { nonce, message, expiresAt };
}

export interface VerifiedWallet {
  address: string;
  nonce: string;
}

/**
 * Checks the message is ours (domain, address, unexpired) and that the address's key signed it.
 * The caller still consumes the nonce so a signature works once.
 */
export async function verifyWalletSignature(input: {
  publicAddress: string;
  message: string;
  signature: Hex;
  domain: string;
  now: Date;
}): Promise<VerifiedWallet | undefined> {
  if (!isAddress(input.publicAddress)) return undefined;
  const address = getAddress(input.publicAddress);
  const parsed = parseSiweMessage(input.message);
  if (
    !parsed.nonce ||
    !validateSiweMessage({ message: parsed, address, domain: input.domain, time: input.now })
  ) {
    return undefined;
  }
  const valid = await verifyMessage({ address, message: input.message, signature: input.signature }).catch(
    () => false,
  );
  return valid ? { address: address.toLowerCase(), nonce: parsed.nonce } : undefined;
}
