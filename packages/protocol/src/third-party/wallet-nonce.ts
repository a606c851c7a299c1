import { z } from 'zod';
import { endpointQuery, wireTime } from '../endpoint.ts';
import { ethAddress } from './sign-in.ts';

/** `GET /v1/user/public/third/wallet/nonce`: the EIP-4361 message a wallet signs to sign in. */
export const walletNonceQuery = endpointQuery({ address: ethAddress });

export const walletChallenge = z.object({ nonce: z.string(), message: z.string(), expiresAt: wireTime });
export type WalletChallenge = z.infer<typeof walletChallenge>;
