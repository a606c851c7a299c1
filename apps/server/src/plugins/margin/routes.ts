import { MARGIN_ENDPOINTS } from '@tideline/protocol/margin/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { fromUnits, parseSignedUnits } from '../../platform/ledger/book-units.ts';
import { type Trader, traderOf } from '../../platform/trading-account.ts';
import { ensureDemoFunds } from '../markets/index.ts';
import { MarginCode } from './codes.ts';
import { MarginError } from './errors.ts';
import type { MarginService } from './service.ts';
import { MARGIN_PAIRS } from './settings.ts';
import type { MarginDb } from './tables.ts';

export interface MarginRouteOptions {
  db: MarginDb;
  service: MarginService;
}

const plain = (text: string) => fromUnits(parseSignedUnits(text));

/** The /v1/margin calls (docs/protocol-margin.md). */
export async function marginRoutes(app: FastifyInstance, options: MarginRouteOptions) {
  const { db, service } = options;
  const { settings } = service;

  /** The request's trader; a demo account gets its virtual spot funds on first use, as in spot. */
  async function trader(request: FastifyRequest): Promise<Trader> {
    const found = traderOf(request);
    if (found.venue === 'demo') await ensureDemoFunds(app.markets, found.userId);
    return found;
  }

  serveEndpoint(app, MARGIN_ENDPOINTS.info, async (request) => {
    const rates = [...settings.dailyRates].map(([asset, rate]) => ({
      asset,
      dailyRate: fromUnits(rate),
      poolAvailable: fromUnits(service.maxPool('live', asset)),
    }));
    return success(request, {
      pairs: Object.keys(MARGIN_PAIRS).map((symbol) => ({
        symbol,
        isolatedLeverage: settings.isolatedLeverage.get(symbol) ?? 1,
      })),
      crossLeverage: settings.crossLeverage,
      rates,
      warningLevel: fromUnits(settings.levels.warning),
      marginCallLevel: fromUnits(settings.levels.marginCall),
      liquidationLevel: fromUnits(settings.levels.liquidation),
    });
  });

  serveEndpoint(app, MARGIN_ENDPOINTS.accounts, async (request) => {
    const caller = await trader(request);
    const cross = await service.accountFor(caller, 'cross', undefined);
    const isolated = service.accountsOf(caller).filter((account) => account.mode === 'isolated');
    return success(request, {
      cross: service.view(cross),
      isolated: isolated.map((account) => service.view(account)),
    });
  });

  serveEndpoint(app, MARGIN_ENDPOINTS.maxBorrowable, async (request) => {
    const { mode, symbol, asset } = request.query;
    const account = await service.accountFor(traderOf(request), mode, symbol);
    if (!service.holdsAsset(account, asset)) throw new MarginError(MarginCode.assetNotInAccount);
    const { amount, pool } = service.maxBorrowableOf(account, asset);
    return success(request, { asset, amount: fromUnits(amount), poolAvailable: fromUnits(pool) });
  });

  serveEndpoint(app, MARGIN_ENDPOINTS.transfer, async (request) => {
    const { mode, symbol, direction, asset, amount } = request.body;
    const account = await service.transfer(await trader(request), mode, symbol, direction, asset, amount);
    return success(request, service.view(account));
  });

  serveEndpoint(app, MARGIN_ENDPOINTS.borrow, async (request) => {
    const { mode, symbol, asset, amount } = request.body;
    return success(
      request,
      service.view(await service.borrow(traderOf(request), mode, symbol, asset, amount)),
    );
  });

  serveEndpoint(app, MARGIN_ENDPOINTS.repay, async (request) => {
    const { mode, symbol, asset, amount } = request.body;
    return success(
      request,
      service.view(await service.repay(traderOf(request), mode, symbol, asset, amount)),
    );
  });

  async function orderView(venue: 'live' | 'demo', orderNo: number) {
    await service.fillsWritten();
    const row = await db
      .selectFrom('margin_orders')
      .selectAll()
      .where('venue', '=', venue)
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    return orderWire({ ...row, filled: (await filledOf(db, venue, [orderNo])).get(orderNo) ?? '0' }, service);
  }

  serveEndpoint(app, MARGIN_ENDPOINTS.placeOrder, async (request) => {
    const trader = traderOf(request);
    const { orderNo } = await service.placeOrder(trader, request.body);
    return success(request, await orderView(trader.venue, orderNo));
  });

  serveEndpoint(app, MARGIN_ENDPOINTS.cancelOrder, async (request) => {
    const trader = traderOf(request);
    const { mode, symbol, orderNo } = request.body;
    await service.cancelOrder(trader, mode, symbol, Number(orderNo));
    return success(request, await orderView(trader.venue, Number(orderNo)));
  });

  serveEndpoint(app, MARGIN_ENDPOINTS.orders, async (request) => {
    const { mode, symbol, state } = request.query;
    const account = await service.accountFor(traderOf(request), mode, symbol);
    await service.fillsWritten();
    const rows = await db
      .selectFrom('margin_orders')
      .selectAll()
      .where('account_id', '=', account.id)
      .orderBy('created_at', 'desc')
      .orderBy('order_no', 'desc')
      .limit(500)
      .execute();
    const filled = await filledOf(
      db,
      account.venue,
      rows.map((row) => Number(row.order_no)),
    );
    const wired = rows.map((row) =>
      orderWire({ ...row, filled: filled.get(Number(row.order_no)) ?? '0' }, service),
    );
    return success(
      request,
      wired.filter((order) => (state === 'open' ? order.state === 'open' : order.state === 'done')),
    );
  });

  serveEndpoint(app, MARGIN_ENDPOINTS.records, async (request) => {
    const trader = traderOf(request);
    const { kind, startTime, endTime, limit } = request.query;
    let query = db
      .selectFrom('margin_ops')
      .selectAll()
      .where('user_id', '=', trader.userId)
      .where('venue', '=', trader.venue)
      .where('state', '=', 'done');
    if (kind !== undefined) query = query.where('kind', '=', kind === 'liquidation' ? 'liquidation' : kind);
    else query = query.where('kind', '!=', 'cover');
    if (startTime !== undefined) query = query.where('created_at', '>=', startTime);
    if (endTime !== undefined) query = query.where('created_at', '<=', endTime);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
    return success(
      request,
      rows.map((row) => {
        const account = service.accounts.get(row.account_id);
        return {
          id: row.id,
          kind: row.kind as Exclude<typeof row.kind, 'cover'>,
          mode: account?.mode ?? 'cross',
          symbol: account?.symbol ?? null,
          asset: row.asset,
          amount: plain(row.amount),
          interest: plain(row.interest),
          createdAt: Number(row.created_at),
        };
      }),
    );
  });
}

/** Each order's filled size: the sum of its fills. */
async function filledOf(db: MarginDb, venue: 'live' | 'demo', orderNos: readonly number[]) {
  if (orderNos.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('margin_fills')
    .select(['order_no', (eb) => eb.fn.sum<string>('size').as('filled')])
    .where('venue', '=', venue)
    .where('order_no', 'in', orderNos)
    .groupBy('order_no')
    .execute();
  return new Map(rows.map((row) => [Number(row.order_no), String(row.filled)]));
}

function orderWire(
  row: {
    venue: 'live' | 'demo';
    order_no: number | string;
    account_id: string;
    symbol: string;
    side: 'buy' | 'sell';
    order_type: 'limit' | 'market';
    price: string | null;
    size: string;
    filled: string;
    side_effect: 'normal' | 'auto-borrow' | 'auto-repay';
    borrowed: string;
    open: boolean;
    created_at: number | string;
  },
  service: MarginService,
) {
  const orderNo = Number(row.order_no);
  const open = row.open && service.isOpen(row.venue, row.account_id, orderNo);
  return {
    orderNo: String(orderNo),
    mode: row.account_id.startsWith('mc') ? ('cross' as const) : ('isolated' as const),
    symbol: row.symbol,
    side: row.side,
    orderType: row.order_type,
    price: row.price === null ? null : plain(row.price),
    size: plain(row.size),
    filled: plain(row.filled),
    sideEffect: row.side_effect,
    borrowed: plain(row.borrowed),
    state: open ? ('open' as const) : ('done' as const),
    createdAt: Number(row.created_at),
  };
}
