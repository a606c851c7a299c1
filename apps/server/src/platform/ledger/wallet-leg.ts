import type { VenueName } from '../trading-account.ts';

/** One user's side of a transfer between two wallets, as each wallet sees it. */
export interface TransferLeg {
  readonly transferId: string;
  readonly venue: VenueName;
  readonly userId: number;
  readonly asset: string;
  /** A positive decimal string. */
  readonly amount: string;
  /** The other wallet of the transfer (a product's wallet name). */
  readonly counterpart: string;
}

export type LegRefusal = 'invalid-amount' | 'insufficient-balance';

export interface WalletBalance {
  readonly asset: string;
  /** Decimal strings. */
  readonly available: string;
  readonly hold: string;
}

/** A transfer a crash left between its legs, as the wallet that kept it pending knows it. */
export interface UnfinishedTransfer extends TransferLeg {
  /** This wallet's role: the source sent the money, the destination expected it. */
  readonly role: 'source' | 'destination';
}

/**
 * How the ledger reads and moves one product's balances (its wallet leg, named in its manifest).
 * Products keep their own books and journals; the ledger's transfer port only calls these steps,
 * each durable before it answers:
 * - `expect` (destination) keeps a pending note, so a crash after the source paid is finished;
 * - `send` (source) takes the amount out, tagged with the transfer id; it may refuse;
 * - `receive` (destination) credits the amount, tagged with the transfer id;
 * - `settle` (both) ends the transfer, done or refused: the pending note is dropped.
 * A wallet that keeps no pending notes answers `expect` and `settle` with nothing to do and
 * `unfinished` with an empty list.
 */
export interface WalletLeg {
  readonly wallet: string;
  balances(venue: VenueName, userId: number): Promise<readonly WalletBalance[]>;
  expect(leg: TransferLeg): Promise<LegRefusal | undefined>;
  send(leg: TransferLeg): Promise<LegRefusal | undefined>;
  receive(leg: TransferLeg): Promise<void>;
  settle(leg: TransferLeg): Promise<void>;
  /** Whether this wallet committed its own leg (its send or its receive) of the transfer. */
  committed(leg: TransferLeg): Promise<boolean>;
  unfinished(): Promise<readonly UnfinishedTransfer[]>;
}
