import { randomUUID } from 'node:crypto';
import { Decimal } from '@tideline/core/decimal';
import type { VenueName } from '../trading-account.ts';
import type { LegRefusal, TransferLeg, UnfinishedTransfer, WalletLeg } from './wallet-leg.ts';

/** One side of a movement: what one wallet of one user gained (positive) or lost (negative). */
export interface Posting {
  readonly wallet: string;
  readonly venue: VenueName;
  readonly userId: number;
  readonly asset: string;
  /** A signed decimal string. */
  readonly amount: string;
}

export interface TransferRequest {
  readonly venue: VenueName;
  readonly userId: number;
  readonly from: string;
  readonly to: string;
  readonly asset: string;
  readonly amount: string;
}

export type TransferResult =
  | { readonly outcome: 'done'; readonly transferId: string; readonly postings: readonly Posting[] }
  | { readonly outcome: LegRefusal; readonly transferId: string; readonly postings: readonly [] };

/** Whether postings move money only between wallets: per asset, their amounts sum to zero. */
export function postingsBalance(postings: readonly Posting[]): boolean {
  const totals = new Map<string, Decimal>();
  for (const posting of postings)
    totals.set(posting.asset, (totals.get(posting.asset) ?? new Decimal(0)).plus(posting.amount));
  return [...totals.values()].every((total) => total.isZero());
}

/**
 * The ledger's one way to move a user's money between products' wallets. Each product registers
 * its wallet leg (platform/ledger/wallet-leg.ts); a transfer is the destination's `expect`, the
 * source's `send`, the destination's `receive` and the source's `settle`, so a refusal by the
 * source moves nothing and a crash between two steps is finished by `recover`.
 */
export class TransferPort {
  private readonly legs = new Map<string, WalletLeg>();

  register(leg: WalletLeg): void {
    if (this.legs.has(leg.wallet)) throw new Error(`wallet ${leg.wallet} is registered twice`);
    this.legs.set(leg.wallet, leg);
  }

  wallets(): string[] {
    return [...this.legs.keys()];
  }

  legOf(wallet: string): WalletLeg {
    const leg = this.legs.get(wallet);
    if (leg === undefined) throw new Error(`no wallet named ${wallet} is registered`);
    return leg;
  }

  async transfer(request: TransferRequest): Promise<TransferResult> {
    const source = this.legOf(request.from);
    const destination = this.legOf(request.to);
    const transferId = randomUUID();
    const base = { transferId, venue: request.venue, userId: request.userId, asset: request.asset };
    const amount = new Decimal(request.amount);
    if (!amount.gt(0) || request.from === request.to)
      return { outcome: 'invalid-amount', transferId, postings: [] };
    const incoming: TransferLeg = { ...base, amount: amount.toFixed(), counterpart: request.from };
    const outgoing: TransferLeg = { ...base, amount: amount.toFixed(), counterpart: request.to };
    const expectRefusal = await destination.expect(incoming);
    if (expectRefusal !== undefined) return { outcome: expectRefusal, transferId, postings: [] };
    const sendRefusal = await source.send(outgoing);
    if (sendRefusal !== undefined) {
      await destination.settle(incoming);
      return { outcome: sendRefusal, transferId, postings: [] };
    }
    await destination.receive(incoming);
    await source.settle(outgoing);
    const postings: Posting[] = [
      { wallet: request.from, ...base, amount: amount.negated().toFixed() },
      { wallet: request.to, ...base, amount: amount.toFixed() },
    ];
    if (!postingsBalance(postings)) throw new Error(`transfer ${transferId} does not sum to zero`);
    return { outcome: 'done', transferId, postings };
  }

  /**
   * Finishes the transfers a crash left pending in one wallet, by whether the other wallet
   * committed its leg; answers how many there were.
   */
  async recover(wallet: string): Promise<number> {
    const leg = this.legOf(wallet);
    const pending = await leg.unfinished();
    for (const transfer of pending) await this.finish(leg, transfer);
    return pending.length;
  }

  private async finish(leg: WalletLeg, transfer: UnfinishedTransfer): Promise<void> {
    const other = this.legOf(transfer.counterpart);
    const mirror: TransferLeg = { ...transfer, counterpart: leg.wallet };
    const otherCommitted = await other.committed(mirror);
    if (transfer.role === 'destination') {
      // The source paid: credit the money it sent. It never paid: drop the pending note.
      if (otherCommitted) await leg.receive(transfer);
      else await leg.settle(transfer);
      return;
    }
    if (!otherCommitted) await other.receive(mirror);
    await leg.settle(transfer);
  }
}
