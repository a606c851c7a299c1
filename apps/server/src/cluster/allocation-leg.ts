/**
 * The cluster's per-symbol trading allocations as wallets of the product's ledger (docs/scale-out.md,
 * "Funding an allocation"). Runs in the one-process server that `npm run cluster` starts beside the
 * cluster (CLUSTER_ALLOCATIONS=1): one wallet leg `cluster:<SYMBOL>` per spot symbol is registered
 * with the ledger's transfer port, and a NATS responder on `cluster.fund` lets a gateway fund an
 * order: a transfer spot -> `cluster:<SYMBOL>` through `app.ledger.transfer`, so the spot wallet's
 * withdrawal and the allocation's deposit are the transfer's two postings, summing to zero.
 *
 * The leg keeps a note per transfer in the cluster's PostgreSQL (`cluster_transfers`): `expect`
 * writes it pending, `receive` publishes the deposit command on the symbol's subject (JetStream
 * message id and request id `xfer:<transfer id>`: stored once, and applied once by the engine, which
 * remembers the transfer ids it applied) and marks it done, `settle` of a refused transfer drops it.
 * A crash between the spot wallet's send and the allocation's receive is finished at start by
 * `app.ledger.recover`. Money back from an allocation to the spot wallet (the leg's `send`) is not
 * built: the leg refuses it.
 */
import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { TransferLeg, WalletLeg } from '../platform/ledger/wallet-leg.ts';
import { accountIdOf } from '../platform/trading-account.ts';
import { CLUSTER_SYMBOLS, clusterEnv, commandSubject } from './config.ts';
import { connectNats, decode, encode } from './nats.ts';
import { followClusterBooks } from './product-books.ts';
import { clusterPool, ensureSchema } from './store.ts';
import type { CommandEnvelope } from './symbol-engine.ts';

export const FUND_SUBJECT = 'cluster.fund';
export const allocationWallet = (symbol: string): string => `cluster:${symbol}`;
export const transferRid = (transferId: string): string => `xfer:${transferId}`;

/** What a gateway asks for: move `amount` of `asset` from the user's spot wallet into the symbol's allocation. */
export interface FundRequest {
  userId: number;
  symbol: string;
  asset: string;
  amount: string;
}
export type FundAnswer = { outcome: 'done' | 'insufficient-balance' | 'invalid-amount' | 'refused' };

export function allocationLeg(symbol: string, nc: NatsConnection, pool: pg.Pool): WalletLeg {
  const js = jetstream(nc);
  const wallet = allocationWallet(symbol);
  return {
    wallet,
    // Balances live in the symbol's engine; the product's wallet pages do not list allocations yet.
    balances: async () => [],
    expect: async (leg) => {
      await pool.query(
        `INSERT INTO cluster_transfers (transfer_id, wallet, venue, user_id, asset, amount, counterpart, state)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending') ON CONFLICT (transfer_id) DO NOTHING`,
        [leg.transferId, wallet, leg.venue, leg.userId, leg.asset, leg.amount, leg.counterpart],
      );
      return undefined;
    },
    send: async () => 'insufficient-balance',
    receive: async (leg: TransferLeg) => {
      const rid = transferRid(leg.transferId);
      const envelope: CommandEnvelope = {
        rid,
        command: {
          type: 'deposit',
          accountId: accountIdOf(leg.userId),
          asset: leg.asset,
          amount: leg.amount,
          ts: Date.now(),
        },
      };
      // The publish acknowledgement means the deposit is on disk in the symbol's order.
      await js.publish(commandSubject(symbol), encode(envelope), { msgID: rid });
      await pool.query(`UPDATE cluster_transfers SET state = 'done' WHERE transfer_id = $1`, [
        leg.transferId,
      ]);
    },
    settle: async (leg) => {
      await pool.query(`DELETE FROM cluster_transfers WHERE transfer_id = $1 AND state = 'pending'`, [
        leg.transferId,
      ]);
    },
    committed: async (leg) => {
      const { rows } = await pool.query(
        `SELECT 1 FROM cluster_transfers WHERE transfer_id = $1 AND state = 'done'`,
        [leg.transferId],
      );
      return rows.length > 0;
    },
    unfinished: async () => {
      const { rows } = await pool.query<{
        transfer_id: string;
        venue: 'live' | 'demo';
        user_id: number;
        asset: string;
        amount: string;
        counterpart: string;
      }>(
        `SELECT transfer_id, venue, user_id, asset, amount::text AS amount, counterpart
         FROM cluster_transfers WHERE wallet = $1 AND state = 'pending'`,
        [wallet],
      );
      return rows.map((row) => ({
        transferId: row.transfer_id,
        venue: row.venue,
        userId: row.user_id,
        asset: row.asset,
        amount: row.amount,
        counterpart: row.counterpart,
        role: 'destination' as const,
      }));
    },
  };
}

/**
 * Registers the allocation wallets, finishes interrupted transfers, and answers gateways' fund
 * requests, and serves the product's depth channel from the engines' books; answers what closes
 * its NATS connection and pool.
 */
export async function openClusterAllocations(app: FastifyInstance): Promise<() => Promise<void>> {
  const env = clusterEnv();
  const nc = await connectNats(env.natsUrl, 'product-allocations');
  const pool = clusterPool(env.databaseUrl, 2);
  await ensureSchema(pool);
  for (const symbol of CLUSTER_SYMBOLS) {
    app.ledger.register(allocationLeg(symbol, nc, pool));
    const repaired = await app.ledger.recover(allocationWallet(symbol));
    if (repaired > 0) app.log.info({ symbol, repaired }, 'cluster allocation transfers finished');
  }
  const symbols = new Set(CLUSTER_SYMBOLS);
  nc.subscribe(FUND_SUBJECT, {
    queue: 'funding',
    callback: (_error, message) => {
      void (async (): Promise<FundAnswer> => {
        const request = decode<FundRequest>(message.data);
        if (!symbols.has(request.symbol) || !Number.isInteger(request.userId)) return { outcome: 'refused' };
        // Only real-money accounts trade in the cluster; demo accounts stay on the one-process demo venue.
        const user = await app.db
          .selectFrom('users')
          .select('kind')
          .where('id', '=', request.userId)
          .executeTakeFirst();
        if (user === undefined || user.kind === 'demo') return { outcome: 'refused' };
        const result = await app.ledger.transfer({
          venue: 'live',
          userId: request.userId,
          from: 'spot',
          to: allocationWallet(request.symbol),
          asset: request.asset,
          amount: request.amount,
        });
        return { outcome: result.outcome };
      })()
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'cluster funding failed');
          return { outcome: 'refused' } as FundAnswer;
        })
        .then((answer) => message.respond(encode(answer)));
    },
  });
  // The product's depth channel shows the engines' books (product-books.ts).
  const stopBooks = await followClusterBooks(app, nc);
  return async () => {
    stopBooks();
    await nc.drain().catch(() => undefined);
    await pool.end().catch(() => undefined);
  };
}
