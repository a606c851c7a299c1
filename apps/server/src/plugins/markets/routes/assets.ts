import { createHash } from 'node:crypto';
import { ASSET_ENDPOINTS } from '@tideline/protocol/asset/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { parseUnits } from '../../../markets/fixed-point.ts';
import { ASSETS, LEDGER_DECIMALS } from '../../../markets/symbols.ts';
import { ApiError } from '../../../platform/api-error.ts';
import { serveEndpoint } from '../../../platform/endpoint-route.ts';
import { success } from '../../../platform/envelope.ts';
import { ResultCode } from '../../../platform/result-codes.ts';
import { accountIdOf } from '../../../platform/trading-account.ts';
import {
  assertWithdrawalsOpen,
  consumeTotp,
  consumeVerificationCode,
  factorTarget,
  findUserById,
} from '../../accounts/index.ts';
import { familyMember } from '../../sub-accounts/index.ts';
import { MarketsCode, MarketsError } from '../errors.ts';
import { fiatRatesSetting } from '../fiat-rates.ts';
import { DEMO_FUNDS } from '../service/demo-funds.ts';
import type { MarketsService } from '../service/markets-service.ts';
import type { AssetRecordsTable } from '../tables.ts';
import { withdrawShortcutRoutes } from '../withdraw-shortcut/routes.ts';
import { WithdrawShortcutGate } from '../withdraw-shortcut/shortcut-gate.ts';
import { WithdrawShortcutStore } from '../withdraw-shortcut/store.ts';
import { fundedTrader } from './user-context.ts';

/** The deposit simulator credits at most this much of an asset per call. */
const MAX_SIMULATED_DEPOSIT = 10n ** BigInt(6 + LEDGER_DECIMALS);
/** The chain a deposit of each asset travels on, shown beside the address. */
const DEPOSIT_NETWORKS: Readonly<Record<string, string>> = {
  USDT: 'TRC20',
  BTC: 'Bitcoin',
  ETH: 'ERC20',
  SOL: 'Solana',
  XRP: 'XRP Ledger',
  DOGE: 'Dogecoin',
  BNB: 'BEP20',
};
/** Chains whose exchange deposits share one address and tell accounts apart by a memo (tag). */
const MEMO_ASSETS = new Set(['XRP']);

/**
 * A stable address per account, asset and venue: the reference gateway runs no chain, so the
 * address is a digest that identifies the account, as an exchange's deposit address does.
 */
function depositAddress(venue: string, userId: number, coin: string): string {
  const digest = createHash('sha256').update(`tideline-deposit:${venue}:${userId}:${coin}`).digest('hex');
  return `tl1${digest.slice(0, 39)}`;
}

function positiveAmount(text: string): void {
  const units = parseUnits(text, LEDGER_DECIMALS);
  if (units === undefined || units <= 0n) throw new MarketsError(MarketsCode.invalidAmount);
}

/** Assets (issue #7 part 6): balances, family transfers, deposit simulator, withdrawals, records, demo reset. */
export async function assetRoutes(app: FastifyInstance, options: { markets: MarketsService }) {
  const { markets } = options;
  const shortcutStore = new WithdrawShortcutStore(app.db);
  const shortcut = new WithdrawShortcutGate(shortcutStore, markets, app.clock);
  withdrawShortcutRoutes(app, shortcutStore);

  serveEndpoint(app, ASSET_ENDPOINTS.spotBalances, async (request) => {
    const trader = await fundedTrader(markets, request);
    // A transfer to or from the cluster's engines half done would show its amount in neither place.
    if (trader.venue === 'live') await app.marketsHub.balancesSettled(trader.userId, ASSETS);
    return success(request, {
      demo: trader.venue === 'demo',
      // As the balances channel shows them: with `npm run cluster`, what sits in the engines' allocations is held.
      balances: ASSETS.map((name) => ({
        asset: name,
        ...app.marketsHub.walletBalance(trader.venue, trader.accountId, name),
      })),
    });
  });

  // The same reference rates as /market/fiat-rates (fiat-rates.ts, MARKETS_FIAT_RATES), keyed by code.
  const valuationRates = fiatRatesSetting(process.env.MARKETS_FIAT_RATES);
  serveEndpoint(app, ASSET_ENDPOINTS.valuationRates, async (request) =>
    success(request, { base: 'USDT', rates: valuationRates }),
  );

  serveEndpoint(app, ASSET_ENDPOINTS.depositAddress, async (request) => {
    const trader = await fundedTrader(markets, request);
    const coin = request.query.asset;
    return success(request, {
      asset: coin,
      network: DEPOSIT_NETWORKS[coin] ?? coin,
      address: depositAddress(trader.venue, trader.userId, coin),
      memo: MEMO_ASSETS.has(coin) ? String(trader.userId) : null,
    });
  });

  // An offline-deployment setting (SIMULATED_DEPOSITS, issue #21 item 10): a real deployment has
  // no route that credits funds without a chain.
  if (app.config.simulatedDeposits)
    serveEndpoint(app, ASSET_ENDPOINTS.simulateDeposit, async (request) => {
      const trader = await fundedTrader(markets, request);
      const { asset: coin, amount: value } = request.body;
      positiveAmount(value);
      if ((parseUnits(value, LEDGER_DECIMALS) ?? 0n) > MAX_SIMULATED_DEPOSIT)
        throw new MarketsError(MarketsCode.invalidAmount);
      const recordId = await markets.transact((tx) => {
        const events = tx.apply(trader.venue, {
          type: 'deposit',
          accountId: trader.accountId,
          asset: coin,
          amount: value,
          ts: tx.now,
        });
        if (events.some((event) => event.type === 'rejected')) return undefined;
        return tx.stageRecord({
          venue: trader.venue,
          user_id: trader.userId,
          kind: 'deposit',
          asset: coin,
          amount: value,
          counterparty: null,
          address: null,
        });
      });
      if (recordId === undefined) throw new MarketsError(MarketsCode.invalidAmount);
      return success(request, {
        recordId: String(recordId),
        ...markets.exchanges[trader.venue].balance(trader.accountId, coin),
      });
    });

  serveEndpoint(app, ASSET_ENDPOINTS.transfer, async (request) => {
    const user = request.user!;
    const trader = await fundedTrader(markets, request);
    const { toUserId, asset: coin, amount: value } = request.body;
    positiveAmount(value);
    const target = await familyMember(app.db, user.rootUserId, toUserId);
    // The demo venue is paper money: nothing moves between it and real accounts.
    if (trader.venue === 'demo' || target.kind === 'demo' || target.id === user.userId)
      throw new MarketsError(MarketsCode.invalidAmount);
    const outcome = await markets.transact((tx) => {
      const out = tx.apply('live', {
        type: 'withdraw',
        accountId: trader.accountId,
        asset: coin,
        amount: value,
        ts: tx.now,
      });
      if (out.some((event) => event.type === 'rejected')) return undefined;
      tx.apply('live', {
        type: 'deposit',
        accountId: accountIdOf(target.id),
        asset: coin,
        amount: value,
        ts: tx.now,
      });
      const recordId = tx.stageRecord({
        venue: 'live',
        user_id: user.userId,
        kind: 'transfer_out',
        asset: coin,
        amount: value,
        counterparty: target.id,
        address: null,
      });
      tx.stageRecord({
        venue: 'live',
        user_id: target.id,
        kind: 'transfer_in',
        asset: coin,
        amount: value,
        counterparty: user.userId,
        address: null,
      });
      return recordId;
    });
    if (outcome === undefined) throw new MarketsError(MarketsCode.insufficientBalance);
    return success(request, {
      recordId: String(outcome),
      ...markets.exchanges.live.balance(trader.accountId, coin),
    });
  });

  serveEndpoint(app, ASSET_ENDPOINTS.withdraw, async (request) => {
    // A sub-account's money leaves the family only through its main account (issue #21 item 1):
    // its session may move funds to the main account, never to an outside address.
    if (request.user?.kind === 'sub') throw new ApiError(ResultCode.subAccount, 'sub.notForSub');
    const trader = await fundedTrader(markets, request);
    if (trader.venue === 'demo') throw new MarketsError(MarketsCode.invalidAmount);
    const body = request.body;
    positiveAmount(body.amount);
    // A change of the family's second factor locks its withdrawals for a day (issue #21 item 1).
    assertWithdrawalsOpen(await findUserById(app.db, request.user!.rootUserId), app.clock.now());
    // With the no-password flag on, a small withdrawal to a whitelisted address skips the factor.
    const recordId = await shortcut.run(request.user!.rootUserId, body, async (skipFactor) => {
      if (!skipFactor) await checkSecondFactor(app, trader.userId, body);
      return markets.transact((tx) => {
        const events = tx.apply('live', {
          type: 'withdraw',
          accountId: trader.accountId,
          asset: body.asset,
          amount: body.amount,
          ts: tx.now,
        });
        if (events.some((event) => event.type === 'rejected')) return undefined;
        return tx.stageRecord({
          venue: 'live',
          user_id: trader.userId,
          kind: 'withdraw',
          asset: body.asset,
          amount: body.amount,
          counterparty: null,
          address: body.address,
        });
      });
    });
    if (recordId === undefined) throw new MarketsError(MarketsCode.insufficientBalance);
    return success(request, {
      recordId: String(recordId),
      ...markets.exchanges.live.balance(trader.accountId, body.asset),
    });
  });

  serveEndpoint(app, ASSET_ENDPOINTS.records, async (request) => {
    const trader = await fundedTrader(markets, request);
    const { kind, asset: coin, limit, before, startTime, endTime } = request.query;
    let query = markets.db
      .selectFrom('markets_asset_records')
      .selectAll()
      .where('user_id', '=', trader.userId);
    if (kind !== undefined) query = query.where('kind', '=', kind);
    if (coin !== undefined) query = query.where('asset', '=', coin);
    if (startTime !== undefined) query = query.where('created_at', '>=', startTime);
    if (endTime !== undefined) query = query.where('created_at', '<=', endTime);
    if (before !== undefined) query = query.where('id', '<', before);
    const rows = await query.orderBy('id', 'desc').limit(limit).execute();
    return success(request, rows.map(recordWire));
  });

  // §7 batch withdraw query (issue #30 item 1): the caller's own withdrawals among the ids asked for.
  serveEndpoint(app, ASSET_ENDPOINTS.withdrawBatchQuery, async (request) => {
    const trader = await fundedTrader(markets, request);
    const asked = [...new Set(request.body.recordIds)];
    const rows = await markets.db
      .selectFrom('markets_asset_records')
      .selectAll()
      .where('user_id', '=', trader.userId)
      .where('kind', '=', 'withdraw')
      .where('id', 'in', asked.map(Number))
      .execute();
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    return success(request, {
      withdrawals: asked.flatMap((id) => {
        const row = byId.get(id);
        return row ? [recordWire(row)] : [];
      }),
      unknown: asked.filter((id) => !byId.has(id)),
    });
  });

  serveEndpoint(app, ASSET_ENDPOINTS.demoReset, async (request) => {
    const trader = await fundedTrader(markets, request);
    if (trader.venue !== 'demo') throw new MarketsError(MarketsCode.invalidOrder);
    await markets.transact((tx) => {
      for (const order of markets.openOrdersOf('demo', trader.userId)) {
        tx.apply('demo', {
          type: 'cancel',
          symbol: order.symbol,
          accountId: trader.accountId,
          orderId: order.orderNo,
          ts: tx.now,
        });
      }
      const exchange = markets.exchanges.demo;
      for (const coin of ASSETS) {
        const available = exchange.balance(trader.accountId, coin).available;
        if ((parseUnits(available, LEDGER_DECIMALS) ?? 0n) > 0n) {
          tx.apply('demo', {
            type: 'withdraw',
            accountId: trader.accountId,
            asset: coin,
            amount: available,
            ts: tx.now,
          });
        }
      }
      for (const [coin, value] of DEMO_FUNDS) {
        tx.apply('demo', {
          type: 'deposit',
          accountId: trader.accountId,
          asset: coin,
          amount: value,
          ts: tx.now,
        });
        tx.stageRecord({
          venue: 'demo',
          user_id: trader.userId,
          kind: 'demo_reset',
          asset: coin,
          amount: value,
          counterparty: null,
          address: null,
        });
      }
    });
    return success(request, {
      demo: true,
      balances: DEMO_FUNDS.map(([coin, value]) => ({ asset: coin, available: value })),
    });
  });
}

/** A row of the asset records as the wire's `assetRecord`. */
function recordWire(row: Selectable<AssetRecordsTable>) {
  return {
    recordId: String(row.id),
    kind: row.kind,
    asset: row.asset,
    amount: formatLedger(parseUnits(String(row.amount), LEDGER_DECIMALS) ?? 0n),
    counterpartyUserId: row.counterparty === null ? null : String(row.counterparty),
    address: row.address,
    status: row.status,
    demo: row.venue === 'demo',
    ts: Number(row.created_at),
  };
}

function formatLedger(units: bigint): string {
  const text = units.toString().padStart(LEDGER_DECIMALS + 1, '0');
  return `${text.slice(0, -LEDGER_DECIMALS)}.${text.slice(-LEDGER_DECIMALS)}`;
}

/** Spec §7 withdrawals need a second factor: the Google code when bound, else an e-mail or SMS code. */
async function checkSecondFactor(
  app: FastifyInstance,
  userId: number,
  codes: { googleCode?: string | undefined; emailCode?: string | undefined; mobileCode?: string | undefined },
): Promise<void> {
  const user = await findUserById(app.db, userId);
  if (user.totp_enabled && user.totp_secret !== null) {
    if (codes.googleCode === undefined) throw new MarketsError(MarketsCode.secondFactorRequired);
    if (!(await consumeTotp(app.db, user.id, codes.googleCode, user.totp_secret)))
      throw new ApiError(ResultCode.secondFactorInvalid, 'account.secondFactorInvalid');
    return;
  }
  const channel =
    codes.emailCode !== undefined && user.email
      ? 'email'
      : codes.mobileCode !== undefined && user.mobile
        ? 'mobile'
        : undefined;
  if (channel === undefined) throw new MarketsError(MarketsCode.secondFactorRequired);
  await consumeVerificationCode(app.db, {
    channel,
    target: factorTarget(user, channel),
    scene: 'security',
    code: (channel === 'email' ? codes.emailCode : codes.mobileCode) ?? '',
  });
}
