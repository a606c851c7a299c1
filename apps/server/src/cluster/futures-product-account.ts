/**
 * The rest of the product's futures trading API on a cluster gateway (docs/scale-out.md, "Futures"):
 * the account, settings, leverage, margin and position modes, transfers, a position's TP/SL and
 * isolated margin, closing positions, the largest order it can open and the record pages, with the
 * futures endpoint rows, error handler and catalogue, answered with the one-process routes' own
 * builders.
 *
 * Where the state is: positions, orders, settings and the allocations' money are the contract
 * engines' (asked over `futures.q.<SYMBOL>`, changed by commands on the contract's journal); the
 * futures wallet is the product server's (transfers between spot and futures wallets are its own,
 * passed to it); the records are the gateway's projection of the result stream
 * (futures-product-history.ts). The account adds the futures wallet and every contract allocation.
 * Settings that are account-wide in the product (position mode) are set on every contract engine.
 */
import { Decimal } from '@tideline/core/decimal';
import { maxLeverageFor } from '@tideline/core/futures';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTRACTS } from '../futures/contracts.ts';
import type { FuturesCommand, FuturesEvent } from '../futures/types.ts';
import { serveEndpoint } from '../platform/endpoint-route.ts';
import { success } from '../platform/envelope.ts';
import { traderOf } from '../platform/trading-account.ts';
import { FuturesCode, FuturesError, futuresRejection } from '../plugins/futures/errors.ts';
import { FUTURES_RECORD_PAGES } from '../plugins/futures/routes/history.ts';
import { requireContract } from '../plugins/futures/routes/market-data.ts';
import { maxOpenSizeFigures, maxOpenSizePrice } from '../plugins/futures/routes/max-open-size.ts';
import { closeAllOutcomes, closeCommand, orderOutcome } from '../plugins/futures/routes/trading.ts';
import { positionWire } from '../plugins/futures/views/wire.ts';
import { engineFuturesAccount, isOpen, type ProductWallet, sumUnits } from './futures-account-views.ts';
import type { FuturesRouteKit } from './futures-product-routes.ts';
import type { FuturesTradingView } from './futures-symbol-engine.ts';

/** What a closing order's fee can cost at most, funded before it (the rest is swept back). */
const CLOSE_FEE_ROOM = new Decimal('0.001');

export function futuresProductAccountRoutes(api: FastifyInstance, kit: FuturesRouteKit): void {
  const { view, submit, refuse, inTurn, fundAndSubmit, settle, passToProduct } = kit;
  const demo = (request: FastifyRequest) => request.user!.kind === 'demo';

  /** The account's part of every contract engine (of one contract when named). */
  const accountViews = async (accountId: string, symbol?: string) => {
    const contracts = symbol === undefined ? CONTRACTS : [requireContract(symbol)];
    const views = await Promise.all(contracts.map((contract) => view(contract.symbol, accountId)));
    return views.map((engine) => ({ symbol: engine.symbol, account: accountOf(engine) }));
  };
  const accountOf = (engine: FuturesTradingView) => {
    if (engine.account === undefined) throw kit.unavailable();
    return engine.account;
  };

  /** The product server's futures wallet of the caller (the session's cookie). */
  async function productWallet(request: FastifyRequest): Promise<ProductWallet> {
    if (kit.deps.webUrl === undefined) throw kit.unavailable();
    const answer = await fetch(`${kit.deps.webUrl}/v1/futures/account`, {
      headers: { cookie: request.headers.cookie ?? '' },
    }).catch(() => undefined);
    const body = (await answer?.json().catch(() => undefined)) as
      | { status?: string; data?: ProductWallet }
      | undefined;
    if (body?.status !== 'success' || body.data === undefined) throw kit.unavailable();
    return body.data;
  }

  /** Submits the caller's command and throws the product's error when the engine refused it. */
  async function command(symbol: string, accountId: string, change: FuturesCommand): Promise<FuturesEvent[]> {
    const result = await submit(symbol, change);
    refuse(result.events, change.type, accountId);
    return result.events;
  }

  /** The caller's position on a side after a change, as the one-process routes answer it. */
  async function positionAfter(symbol: string, accountId: string, positionSide: 1 | 2) {
    const position = accountOf(await view(symbol, accountId)).positions.find(
      (held) => held.direction === positionSide,
    );
    return position === undefined ? null : positionWire(position);
  }

  serveEndpoint(api, FUTURES_ENDPOINTS.account, async (request) => {
    if (demo(request)) return passToProduct(request);
    const trader = traderOf(request);
    const [wallet, contracts] = await Promise.all([productWallet(request), accountViews(trader.accountId)]);
    return success(
      request,
      engineFuturesAccount(
        wallet,
        contracts.map((contract) => contract.account),
      ),
    );
  });

  // Spot <-> futures wallet: both are the product server's wallets.
  serveEndpoint(api, FUTURES_ENDPOINTS.transfer, async (request) => passToProduct(request));

  serveEndpoint(api, FUTURES_ENDPOINTS.settings, async (request) => {
    if (demo(request)) return passToProduct(request);
    const trader = traderOf(request);
    const contract = requireContract(request.query.symbol);
    const own = accountOf(await view(contract.symbol, trader.accountId));
    return success(request, {
      symbol: contract.symbol,
      leverage: own.leverage,
      marginMode: own.marginMode,
      positionMode: own.positionMode,
      maxLeverage: maxLeverageFor('0', contract.riskTiers).toNumber(),
    });
  });

  serveEndpoint(api, FUTURES_ENDPOINTS.leverage, async (request) => {
    if (demo(request)) return passToProduct(request);
    const trader = traderOf(request);
    const { symbol } = requireContract(request.body.symbol);
    const { leverage } = request.body;
    await inTurn(`${trader.accountId} ${symbol}`, async () => {
      // A lower leverage needs more margin for the open positions: from the futures wallet first.
      const needOf = (engine: FuturesTradingView) => {
        const own = accountOf(engine);
        const needed = own.positions.reduce((sum, position) => {
          const margin = new Decimal(position.openAvgPrice).mul(position.count).div(leverage);
          return Decimal.max(0, margin.sub(position.openMarginCount)).add(sum);
        }, new Decimal(0));
        return needed.mul(1.001);
      };
      const result = await fundAndSubmit(trader.userId, trader.accountId, symbol, needOf, {
        type: 'set-leverage',
        accountId: trader.accountId,
        symbol,
        leverage,
        ts: Date.now(),
      });
      await settle(trader.userId, result);
      refuse(result.events, 'set-leverage', trader.accountId);
    });
    const own = accountOf(await view(symbol, trader.accountId));
    return success(request, { leverage: own.leverage, marginMode: own.marginMode });
  });

  serveEndpoint(api, FUTURES_ENDPOINTS.marginMode, async (request) => {
    if (demo(request)) return passToProduct(request);
    const trader = traderOf(request);
    const { symbol } = requireContract(request.body.symbol);
    await inTurn(`${trader.accountId} ${symbol}`, () =>
      command(symbol, trader.accountId, {
        type: 'set-margin-mode',
        accountId: trader.accountId,
        symbol,
        marginMode: request.body.marginMode,
        ts: Date.now(),
      }),
    );
    const own = accountOf(await view(symbol, trader.accountId));
    return success(request, { leverage: own.leverage, marginMode: own.marginMode });
  });

  // Account-wide in the product: refused while any contract holds a position or an order (as the
  // one-process engine refuses), then set on every contract engine.
  serveEndpoint(api, FUTURES_ENDPOINTS.positionMode, async (request) => {
    if (demo(request)) return passToProduct(request);
    const trader = traderOf(request);
    const { positionMode } = request.body;
    const parts = (await accountViews(trader.accountId)).map((contract) => contract.account);
    if (parts.some((part) => part.positions.length > 0)) throw futuresRejection('has-position');
    if (parts.some((part) => part.openOrders.length > 0)) throw futuresRejection('has-open-orders');
    await Promise.all(
      CONTRACTS.map(({ symbol }) =>
        inTurn(`${trader.accountId} ${symbol}`, () =>
          command(symbol, trader.accountId, {
            type: 'set-position-mode',
            accountId: trader.accountId,
            positionMode,
            ts: Date.now(),
          }),
        ),
      ),
    );
    return success(request, { positionMode });
  });

  serveEndpoint(api, FUTURES_ENDPOINTS.positionTpsl, async (request) => {
    if (demo(request)) return passToProduct(request);
    const trader = traderOf(request);
    const { symbol: asked, ...change } = request.body;
    const { symbol } = requireContract(asked);
    await inTurn(`${trader.accountId} ${symbol}`, () =>
      command(symbol, trader.accountId, {
        type: 'set-position-tpsl',
        accountId: trader.accountId,
        symbol,
        ...change,
        ts: Date.now(),
      }),
    );
    return success(request, await positionAfter(symbol, trader.accountId, change.positionSide));
  });

  serveEndpoint(api, FUTURES_ENDPOINTS.positionMargin, async (request) => {
    if (demo(request)) return passToProduct(request);
    const trader = traderOf(request);
    const { symbol: asked, ...change } = request.body;
    const { symbol } = requireContract(asked);
    await inTurn(`${trader.accountId} ${symbol}`, async () => {
      const needOf = () => new Decimal(change.action === 'add' ? change.amount : 0);
      const result = await fundAndSubmit(trader.userId, trader.accountId, symbol, needOf, {
        type: 'adjust-margin',
        accountId: trader.accountId,
        symbol,
        ...change,
        ts: Date.now(),
      });
      await settle(trader.userId, result);
      refuse(result.events, 'adjust-margin', trader.accountId);
    });
    return success(request, await positionAfter(symbol, trader.accountId, change.positionSide));
  });

  /** Closes positions of one contract with reduce-only orders, the fee funded first; one result each. */
  async function close(
    userId: number,
    accountId: string,
    symbol: string,
    orders: ReadonlyArray<Parameters<typeof closeCommand>>,
  ): Promise<FuturesEvent[][]> {
    return inTurn(`${accountId} ${symbol}`, async () => {
      const results: FuturesEvent[][] = [];
      // Each close order's fee at most, funded from the futures wallet before it; the rest is swept back.
      for (const order of orders) {
        const needOf = (engine: FuturesTradingView) =>
          new Decimal(order[5] ?? engine.markPrice ?? '0').mul(order[3]).mul(CLOSE_FEE_ROOM);
        const command = { ...closeCommand(...order), ts: Date.now() };
        const result = await fundAndSubmit(userId, accountId, symbol, needOf, command);
        await settle(userId, result);
        results.push(result.events);
      }
      return results;
    });
  }

  serveEndpoint(api, FUTURES_ENDPOINTS.closePosition, async (request) => {
    if (demo(request)) return passToProduct(request);
    const trader = traderOf(request);
    const { symbol: asked, positionSide, orderType, price, size } = request.body;
    const { symbol } = requireContract(asked);
    if (orderType === 'limit' && price === undefined) throw new FuturesError(FuturesCode.invalidPrice);
    const position = accountOf(await view(symbol, trader.accountId)).positions.find(
      (held) => held.direction === positionSide && isOpen(held),
    );
    if (position === undefined) throw new FuturesError(FuturesCode.noPosition);
    const [events = []] = await close(trader.userId, trader.accountId, symbol, [
      [trader.accountId, symbol, positionSide, size ?? position.count, orderType, price],
    ]);
    refuse(events, 'place', trader.accountId);
    return success(request, orderOutcome(events, trader.accountId));
  });

  serveEndpoint(api, FUTURES_ENDPOINTS.closeAll, async (request) => {
    if (demo(request)) return passToProduct(request);
    const trader = traderOf(request);
    const contracts = await accountViews(trader.accountId, request.body.symbol);
    const results = (
      await Promise.all(
        contracts.map(({ symbol, account }) => {
          const open = account.positions.filter(isOpen);
          return open.length === 0
            ? []
            : close(
                trader.userId,
                trader.accountId,
                symbol,
                open.map((held) => [
                  trader.accountId,
                  symbol,
                  held.direction,
                  held.count,
                  'market',
                  undefined,
                ]),
              );
        }),
      )
    ).flat();
    return success(request, closeAllOutcomes(results, trader.accountId));
  });

  // What the account can open: its leverage, fee tier and positions on the contract's engine, and
  // what the allocation has free plus what the futures wallet could fund into it.
  serveEndpoint(api, FUTURES_ENDPOINTS.maxOpenSize, async (request) => {
    if (demo(request)) return passToProduct(request);
    const trader = traderOf(request);
    const contract = requireContract(request.query.symbol);
    const [wallet, engine] = await Promise.all([
      productWallet(request),
      view(contract.symbol, trader.accountId),
    ]);
    const own = accountOf(engine);
    const at = maxOpenSizePrice(contract, request.query.price, engine.markPrice);
    return success(
      request,
      maxOpenSizeFigures(contract, at, {
        leverage: own.leverage,
        feeTier: own.feeTier,
        available: sumUnits([wallet.maxTransferOut, own.availableToTrade]),
        positions: own.positions,
      }),
    );
  });

  for (const [endpoint, kind] of FUTURES_RECORD_PAGES) {
    serveEndpoint(api, endpoint, async (request) => {
      if (demo(request)) return passToProduct(request);
      const trader = traderOf(request);
      return success(request, kit.deps.gateway.history.page(trader.accountId, kind, request.query));
    });
  }
}
