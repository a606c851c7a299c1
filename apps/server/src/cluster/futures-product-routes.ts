/**
 * The product's own futures order API on a cluster gateway (docs/scale-out.md, "Futures"):
 * `POST /v1/futures/order/place`, `POST /v1/futures/order/cancel`, `GET /v1/futures/orders/open` and
 * `GET /v1/futures/positions`, from the same endpoint-table rows, error handler, message catalogue
 * and session as the one-process server's futures routes, answered from the contract engines.
 *
 * Funding: an account's futures money in the cluster is per contract (an allocation
 * `cluster-futures:<SYMBOL>`, isolated from the other contracts). Before an opening order the
 * gateway asks the product server (`cluster.futures.fund`) to fund what the order needs (its value
 * at its price, or the mark plus 2 % for a market order, over its leverage, plus the highest taker
 * fee) under the order's request id (funded-command.ts); after each place or cancel it asks
 * `cluster.futures.sweep` to answer once the product server has applied the result and swept the
 * allocation's unreserved free margin back to the futures wallet, so the allocation holds what the
 * contract's positions and orders hold. The product server also sweeps after results no call of
 * the user made (fills of resting orders, TP/SL, liquidations, funding). Demo (paper-trading)
 * sessions are passed to the product server's demo venue.
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
import type { FundAnswer, OrderFundRequest, SettleRequest } from './allocation-leg.ts';
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
  /** Asks the product server to reserve a command's margin need and fund what the allocation lacks. */
  fund(request: OrderFundRequest): Promise<FundAnswer>;
  /** Answers once the product server has applied the contract's result `seq` and swept the allocation after it. */
  sweep(request: SettleRequest): Promise<FundAnswer>;
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
   * Funds the margin a command needs (`needOf` the engine's view) under its request id, then
   * submits it (funded-command.ts).
   */
  fundAndSubmit(
    userId: number,
    accountId: string,
    symbol: string,
    needOf: (engine: FuturesTradingView) => Decimal,
    command: FuturesCommand,
  ): Promise<FuturesCommandResult>;
  /**
   * Waits until the product server has applied the result and swept the allocation's unreserved
   * free margin back to the futures wallet after it (a failure is logged: the next sweep takes it).
   */
  settle(userId: number, result: FuturesCommandResult): Promise<void>;
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
  const submit = (symbol: string, command: FuturesCommand, rid?: string) =>
    deps.gateway.submit(symbol, command, rid).catch((): FuturesCommandResult => {
      throw unavailable();
    });
  /** The engine's refusal of the caller's command, as the product's error. */
  const refuse = (events: readonly FuturesEvent[], command: string, accountId: string) => {
    const rejected = events.find(
      (event) => event.type === 'rejected' && event.command === command && event.accountId === accountId,
    );
    if (rejected?.type === 'rejected') throw futuresRejection(rejected.reason);
  };

  async function settle(userId: number, result: FuturesCommandResult): Promise<void> {
    const answer = await deps
      .sweep({ userId, symbol: result.symbol, seq: result.seq })
      .catch((error: unknown) => ({ outcome: String(error) }));
    if (answer.outcome !== 'done')
      console.warn(`cluster gateway: the futures sweep on ${result.symbol} was not done (${answer.outcome})`);
  }

  async function fund(userId: number, symbol: string, need: Decimal, rid: string): Promise<void> {
    const amount = need.toDecimalPlaces(8, Decimal.ROUND_UP).toFixed();
    const funded = await deps
      .fund({ userId, symbol, asset: 'USDT', amount, rid })
      .catch(() => ({ outcome: 'refused' }) as FundAnswer);
    if (funded.outcome === 'insufficient-balance') throw new FuturesError(FuturesCode.insufficientBalance);
    if (funded.outcome !== 'done') throw unavailable();
  }

  const fundAndSubmit = (
    userId: number,
    accountId: string,
    symbol: string,
    needOf: (engine: FuturesTradingView) => Decimal,
    command: FuturesCommand,
  ) => submitFunded({ view, fund, submit }, userId, accountId, symbol, needOf, command);

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

  const kit = {
    deps,
    inTurn,
    view,
    ledgerView,
    submit,
    refuse,
    fundAndSubmit,
    settle,
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
        (engine) => marginNeeded(command, engine),
        command,
      );
      await settle(trader.userId, result);
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
      await settle(trader.userId, result);
      refuse(result.events, 'cancel', trader.accountId);
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
