import { z } from 'zod';
import { endpointQuery } from '../endpoint.ts';

/**
 * `GET /v1/device/constant-id`: the risk-control device token (spec §4, docs/protocol-device.md).
 * The app id names the environment's key set; the terminal code binds the token to the device.
 */
export const constantIdQuery = endpointQuery({
  appId: z.string().max(64).optional(),
  terminalCode: z.string().max(1024).optional(),
});

/** A 40-character success token, or for a risky device a demoted one of another length. */
export const constantIdAnswer = z.object({ token: z.string(), expiresIn: z.number().int().positive() });
