/**
 * The product's own futures order API on a cluster gateway (docs/scale-out.md, "Futures"):
 * `POST /v1/futures/order/place`, `POST /v1/futures/order/cancel`, `GET /v1/futures/orders/open` and
 * `GET /v1/futures/positions`, from the same endpoint-table rows, error handler, message catalogue
 * and session as the one-process server's futures routes, answered from the contract engines.
 *
 * Funding: an account's futures money in the cluster is per contract (an allocation
 * `cluster-futures:<SYMBOL>`, isolated from the other contracts). Before an opening order the
 * gateway asks the product server (`cluster.futures.fund`) for a ledger transfer from the user's
 * futures wallet into the allocation of what the order needs beyond the allocation's free margin
 * (its value at its price, or the mark plus 2 % for a market order, over its leverage, plus the
 * highest taker fee); after each place or cancel the allocation's free margin goes back
 * (`cluster.futures.sweep`), so the allocation holds what the contract's positions and orders hold.
 * One account's orders on one contract are funded and swept one at a time on a gateway. Demo
 * (paper-trading) sessions are passed to the product server's demo venue.
 */
import { Decimal } from '@tideline/core/decimal';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTRACTS } from '../futures/contracts.ts';
import type { FuturesCommand, FuturesEvent, PlaceFuturesOrderCommand } from '../futures/types.ts';
import type { Candle } from '../markets/minute-candles.ts';
import { serveEndpoint } from '../platform/endpoint-route.ts';
import { success } from '../platform/envelope.ts';
import { traderOf } from '../platform/trading-account.ts';
import {
  FuturesCode,
  FuturesError,
  futuresErrorHandler,
  futuresRejection,
} from '../plugins/futures/errors.ts';
import { requireContract } from '../plugins/futures/routes/market-data.ts';
import { orderOutcome, ownOrderEvents } from '../plugins/futures/routes/trading.ts';
import { futuresOrderOutcome } from '../plugins/futures/views/order-outcome.ts';
import type { FundAnswer, FundRequest } from './allocation-leg.ts';
import { submitFunded } from './funded-command.ts';
import { engineOpenOrders, engineOpenPositions } from './futures-account-views.ts';
import type { FuturesGateway } from './futures-gateway.ts';
import { futuresProductAccountRoutes } from './futures-product-account.ts';
import { futuresProductInsuranceRoutes } from './futures-product-insurance.ts';
import { futuresProductMarketRoutes } from './futures-product-market.ts';
import type { FuturesCommandResult, FuturesEngineView, FuturesTradingView } from './futures-symbol-engine.ts';
import { inTurns } from './in-turn.ts';
import { passToProduct as passTo } from './product-pass.ts';

export interface FuturesProductDeps {
  gateway: FuturesGateway;
  /** Asks the product server to move USDT from the futures wallet into a contract allocation. */
  fund(request: FundRequest): Promise<FundAnswer>;
  /** Asks the product server to move an allocation's free margin back to the futures wallet. */
  sweep(request: FundRequest): Promise<FundAnswer>;
  /** The product server, for demo sessions; undefined when none runs beside the cluster. */
  webUrl: string | undefined;
  /** The cluster's spot 1-minute candles of a pair (a contract's index history). */
  spotMinutes(symbol: string): readonly Candle[];
}

/** The highest taker fee rate of any tier, with room: what an order's fee can cost at most. */
const FEE_ROOM = new Decimal('0.001');
const MARKET_PRICE_ROOM = new Decimal('1.02');

/** What every futures route on a gateway uses: the engines, funding and sweeps, demo passing. */
export interface FuturesRouteKit {
  deps: FuturesProductDeps;
  /** One piece of work at a time per key (`<account> <symbol>`) on this gateway. */
  inTurn: <T>(key: string, work: () => Promise<T>) => Promise<T>;
  /** The contract engine's book and ticker (with the account's part when named); 31009 when it does not answer. */
  view(symbol: string, accountId?: string): Promise<FuturesTradingView>;
  /** The contract engine's whole view, its ledger totals included; 31009 when it does not answer. */
  ledgerView(symbol: string): Promise<FuturesEngineView>;
  /** A command on the contract's journal, answered with its result; 31009 when it cannot be. */
  submit(symbol: string, command: FuturesCommand): Promise<FuturesCommandResult>;
  /** Throws the product's error for the engine's refusal of the caller's command, if any. */
  refuse(events: readonly FuturesEvent[], command: string, accountId: string): void;
  /**
   * Funds what the engine lacks for a command (`shortfallOf` its view), then submits it; tried again
   * while the engine refuses it for want of money (see funded-command.ts).
   */
  fundAndSubmit(
    userId: number,
    accountId: string,
    symbol: string,
    shortfallOf: (engine: FuturesTradingView) => Decimal,
    command: FuturesCommand,
  ): Promise<FuturesCommandResult>;
  /** Moves the allocation's free margin back to the futures wallet (a failure is logged). */
  sweepFree(userId: number, symbol: string, accountId: string): Promise<void>;
  passToProduct(request: FastifyRequest): Promise<never>;
  unavailable(): FuturesError;
}

export function futuresProductRoutes(api: FastifyInstance, deps: FuturesProductDeps): void {
  api.setErrorHandler(futuresErrorHandler);
  /** One order at a time per account and contract on this gateway: funding reads the allocation after the last result. */
  const inTurn = inTurns();
  const unavailable = () => new FuturesError(FuturesCode.unavailable, 503);
  const view = (symbol: string, accountId?: string): Promise<FuturesTradingView> =>
    deps.gateway.view(symbol, accountId).catch(() => {
      throw unavailable();
    });
  const ledgerView = (symbol: string): Promise<FuturesEngineView> =>
    deps.gateway.ledgerView(symbol).catch(() => {
      throw unavailable();
    });
  const submit = (symbol: string, command: FuturesCommand) =>
    deps.gateway.submit(symbol, command).catch((): FuturesCommandResult => {
      throw unavailable();
    });
  /** The engine's refusal of the caller's command, as the product's error. */
  const refuse = (events: readonly FuturesEvent[], command: string, accountId: string) => {
    const rejected = events.find(
      (event) => event.type === 'rejected' && event.command === command && event.accountId === accountId,
    );
    if (rejected?.type === 'rejected') throw futuresRejection(rejected.reason);
  };

  async function sweepFree(userId: number, symbol: string, accountId: string): Promise<void> {
    const free = (await view(symbol, accountId)).account?.availableToTrade ?? '0';
    if (!new Decimal(free).gt(0)) return;
    const answer = await deps
      .sweep({ userId, symbol, asset: 'USDT', amount: free })
      .catch((error: unknown) => ({ outcome: String(error) }));
    if (answer.outcome !== 'done')
      console.warn(`cluster gateway: the futures sweep on ${symbol} was not done (${answer.outcome})`);
  }

  async function fund(userId: number, symbol: string, amount: Decimal): Promise<void> {
    const funded = await deps
      .fund({ userId, symbol, asset: 'USDT', amount: amount.toDecimalPlaces(8, Decimal.ROUND_UP).toFixed() })
      .catch(() => ({ outcome: 'refused' }) as FundAnswer);
    if (funded.outcome === 'insufficient-balance') throw new FuturesError(FuturesCode.insufficientBalance);
    if (funded.outcome !== 'done') throw unavailable();
  }

  const fundAndSubmit = (
    userId: number,
    accountId: string,
    symbol: string,
    shortfallOf: (engine: FuturesTradingView) => Decimal,
    command: FuturesCommand,
  ) => submitFunded({ view, fund, submit }, userId, accountId, symbol, shortfallOf, command);

  /** USDT an opening order needs free in the allocation (an upper bound; the rest is swept back). */
  function marginNeeded(command: PlaceFuturesOrderCommand, engine: FuturesTradingView): Decimal {
    if (command.reduceOnly === true) return new Decimal(0);
    const reference = command.price ?? command.trigger?.triggerPrice;
    const price =
      reference !== undefined
        ? new Decimal(reference)
        : new Decimal(engine.markPrice ?? '0').mul(MARKET_PRICE_ROOM);
    const value = price.mul(command.size);
    const leverage = command.leverage ?? engine.account?.leverage ?? 1;
    return value.div(leverage).add(value.mul(FEE_ROOM)).toDecimalPlaces(8, Decimal.ROUND_UP);
  }

  const passToProduct = (request: FastifyRequest) => passTo(deps.webUrl, request, unavailable);

  // Money a result frees without a call of its owner (a resting order filled by someone else, a
  // TP/SL or trigger order firing, a liquidation, funding) goes back to the futures wallet too, for
  // the users this gateway served (the proxy sends one user's calls to one gateway), queued in turn
  // with their calls on the contract, at most one waiting per user and contract.
  const served = new Map<string, number>();
  const sweepWaiting = new Set<string>();
  deps.gateway.onResult((result) => {
    if (result.rid.startsWith('xfer:')) return;
    const touched = new Set<string>();
    for (const event of result.events) {
      if (event.type === 'trade') touched.add(event.makerAccountId).add(event.takerAccountId);
      else if (event.type === 'liquidation' || event.type === 'funding') touched.add(event.accountId);
    }
    for (const accountId of touched) {
      const userId = served.get(accountId);
      const key = `${accountId} ${result.symbol}`;
      if (userId === undefined || sweepWaiting.has(key)) continue;
      sweepWaiting.add(key);
      void inTurn(key, async () => {
        sweepWaiting.delete(key);
        await sweepFree(userId, result.symbol, accountId);
      }).catch(() => undefined);
    }
  });
  api.addHook('onResponse', async (request) => {
    if (request.user !== null && request.user !== undefined && request.user.kind !== 'demo') {
      const trader = traderOf(request);
      served.set(trader.accountId, trader.userId);
    }
  });

  const kit = {
    deps,
    inTurn,
    view,
    ledgerView,
    submit,
    refuse,
    fundAndSubmit,
    sweepFree,
    passToProduct,
    unavailable,
  };
  futuresProductAccountRoutes(api, kit);
  futuresProductMarketRoutes(api, kit, deps.gateway.market, deps.spotMinutes);
  futuresProductInsuranceRoutes(api, kit);

  serveEndpoint(api, FUTURES_ENDPOINTS.placeOrder, async (request) => {
    if (request.user!.kind === 'demo') return passToProduct(request);
    const trader = traderOf(request);
    const { symbol, ...order } = request.body;
    const contract = requireContract(symbol);
    const command = {
      type: 'place',
      accountId: trader.accountId,
      symbol: contract.symbol,
      ...order,
      ts: Date.now(),
    } as PlaceFuturesOrderCommand;
    const events = await inTurn(`${trader.accountId} ${contract.symbol}`, async () => {
      const result = await fundAndSubmit(
        trader.userId,
        trader.accountId,
        contract.symbol,
        (engine) => marginNeeded(command, engine).sub(engine.account?.availableToTrade ?? '0'),
        command,
      );
      await sweepFree(trader.userId, contract.symbol, trader.accountId);
      refuse(result.events, 'place', trader.accountId);
      return result.events;
    });
    const answer = orderOutcome(events, trader.accountId);
    const own = ownOrderEvents(events, trader.accountId);
    return success(
      request,
      answer === null ? null : { ...answer, outcome: futuresOrderOutcome(own, events, contract.pricePlace) },
    );
  });

  serveEndpoint(api, FUTURES_ENDPOINTS.cancelOrder, async (request) => {
    if (request.user!.kind === 'demo') return passToProduct(request);
    const trader = traderOf(request);
    const contract = requireContract(request.body.symbol);
    const events = await inTurn(`${trader.accountId} ${contract.symbol}`, async () => {
      const result = await submit(contract.symbol, {
        type: 'cancel',
        accountId: trader.accountId,
        symbol: contract.symbol,
        orderId: request.body.orderId,
        ts: Date.now(),
      });
      refuse(result.events, 'cancel', trader.accountId);
      await sweepFree(trader.userId, contract.symbol, trader.accountId);
      return result.events;
    });
    return success(request, orderOutcome(events, trader.accountId));
  });

  /** The contracts a read covers: the one asked, or all of them. */
  const contractsOf = (symbol: string | undefined) =>
    symbol === undefined ? CONTRACTS : [requireContract(symbol)];

  serveEndpoint(api, FUTURES_ENDPOINTS.openOrders, async (request) => {
    if (request.user!.kind === 'demo') return passToProduct(request);
    const trader = traderOf(request);
    const views = await Promise.all(
      contractsOf(request.query.symbol).map((contract) => view(contract.symbol, trader.accountId)),
    );
    return success(request, engineOpenOrders(views.flatMap((engine) => engine.account ?? [])));
  });

  serveEndpoint(api, FUTURES_ENDPOINTS.positions, async (request) => {
    if (request.user!.kind === 'demo') return passToProduct(request);
    const trader = traderOf(request);
    const views = await Promise.all(
      contractsOf(request.query.symbol).map((contract) => view(contract.symbol, trader.accountId)),
    );
    return success(request, engineOpenPositions(views.flatMap((engine) => engine.account ?? [])));
  });
}
