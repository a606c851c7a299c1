import { WEB3_ENDPOINTS } from '@tideline/protocol/web3-wallet/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Address, Hash } from 'viem';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { traderOf } from '../../platform/trading-account.ts';
import { walletRpc } from './rpc.ts';
import type { Web3Service } from './service.ts';

export interface Web3RouteOptions {
  service: Web3Service;
  confirmations: number;
}

/** The /v1/web3 calls (docs/protocol-web3-wallet.md). */
export async function web3Routes(app: FastifyInstance, options: Web3RouteOptions) {
  const { service, confirmations } = options;
  const live = (request: Parameters<typeof traderOf>[0]) => service.liveOnly(traderOf(request));

  serveEndpoint(app, WEB3_ENDPOINTS.tokens, async (request) => success(request, await service.tokens()));

  serveEndpoint(app, WEB3_ENDPOINTS.balances, async (request) =>
    success(request, await service.balances(request.query.address as Address)),
  );

  serveEndpoint(app, WEB3_ENDPOINTS.quote, async (request) =>
    success(request, await service.quote(request.query)),
  );

  serveEndpoint(app, WEB3_ENDPOINTS.swapSign, async (request) =>
    success(request, await service.recordSwap(live(request), request.body.txHash as Hash)),
  );

  serveEndpoint(app, WEB3_ENDPOINTS.swaps, async (request) =>
    success(request, await service.swaps(live(request))),
  );

  serveEndpoint(app, WEB3_ENDPOINTS.depositAddress, async (request) =>
    success(request, { address: await service.depositAddress(live(request)), confirmations }),
  );

  serveEndpoint(app, WEB3_ENDPOINTS.deposits, async (request) =>
    success(request, await service.deposits(live(request))),
  );

  serveEndpoint(app, WEB3_ENDPOINTS.withdraw, async (request) =>
    success(request, await service.withdrawals.withdraw(traderOf(request), request.body)),
  );

  serveEndpoint(app, WEB3_ENDPOINTS.gas, async (request) =>
    success(request, await service.dripGas(live(request), request.body.address as Address)),
  );

  serveEndpoint(app, WEB3_ENDPOINTS.rpc, async (request) =>
    success(request, await walletRpc(service.runtime, request.body.method, request.body.params ?? [])),
  );

  serveEndpoint(app, WEB3_ENDPOINTS.withdrawals, async (request) =>
    success(request, await service.withdrawals.list(live(request))),
  );
}
