import { toUnits } from '../../platform/ledger/book-units.ts';

/** Red packet settings from the environment (README.md lists them). */
export interface RedPacketSettings {
  /** Above this total, in units of the packet's asset, the creator confirms with the second factor. */
  readonly secondFactorAbove: bigint;
  /** Smallest share, in units: a lucky packet never gives less. */
  readonly minimumShare: bigint;
  /** How often the expiry run looks for packets to refund, besides every move of the test clock. */
  readonly expiryCheckMs: number;
}

export function redPacketSettings(env: NodeJS.ProcessEnv = process.env): RedPacketSettings {
  const above = toUnits(env.RED_PACKET_SECOND_FACTOR_ABOVE ?? '1000');
  if (above === null)
    throw new Error('RED_PACKET_SECOND_FACTOR_ABOVE must be a plain amount with at most 8 decimals');
  const check = Number(env.RED_PACKET_EXPIRY_CHECK_MS ?? 60_000);
  if (!Number.isInteger(check) || check < 1000)
    throw new Error('RED_PACKET_EXPIRY_CHECK_MS must be at least 1000');
  return { secondFactorAbove: above, minimumShare: 1n, expiryCheckMs: check };
}
