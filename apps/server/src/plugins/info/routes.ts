import { INFO_ENDPOINTS } from '@tideline/protocol/info/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { accountIdOf, venueOf } from '../../platform/trading-account.ts';
import { resolveSession, SESSION_COOKIE } from '../accounts/index.ts';
import type { MarketsService } from '../markets/index.ts';
import type { DownloadEntry } from './downloads.ts';
import { InfoCode, InfoError } from './errors.ts';
import { feeSchedule } from './fee-schedule.ts';
import type { ProtectionFund } from './protection-fund.ts';
import type { ReserveAuditor } from './reserve-auditor.ts';

export interface InfoRouteOptions {
  markets: MarketsService;
  auditor: ReserveAuditor;
  fund: ProtectionFund;
  downloads: readonly DownloadEntry[];
}

/** The §2 informational pages' data: fees and VIP tiers, proof of reserves, protection fund, apps. */
export async function infoRoutes(app: FastifyInstance, options: InfoRouteOptions) {
  const { markets, auditor, fund, downloads } = options;
  /** The session's user when a valid one is present; public pages never refuse a visitor. */
  async function optionalUser(request: FastifyRequest) {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    return resolveSession(app.db, token).catch(() => null);
  }

  serveEndpoint(app, INFO_ENDPOINTS.fees, async (request) => {
    const user = await optionalUser(request);
    const tier = user ? markets.exchanges[venueOf(user)].feeTierOf(accountIdOf(user.userId)) : null;
    return success(request, feeSchedule(tier));
  });

  serveEndpoint(app, INFO_ENDPOINTS.reserves, async (request) => {
    const snapshot = await auditor.current();
    return success(request, {
      takenAt: snapshot.takenAt,
      merkleRoot: snapshot.root,
      leafCount: snapshot.leafCount,
      assets: [...snapshot.assets],
    });
  });

  serveEndpoint(app, INFO_ENDPOINTS.reserveProof, async (request) => {
    const user = request.user!;
    if (venueOf(user) === 'demo') throw new InfoError(InfoCode.demoNotAudited);
    const snapshot = await auditor.current();
    const leaf = snapshot.leafOf(user.userId);
    if (leaf === undefined) throw new InfoError(InfoCode.notInSnapshot);
    return success(request, {
      takenAt: snapshot.takenAt,
      merkleRoot: snapshot.root,
      leafCount: snapshot.leafCount,
      leafIndex: leaf.index,
      leaf: leaf.text,
      balances: [...leaf.balances],
      proof: snapshot.proofOf(leaf),
    });
  });

  serveEndpoint(app, INFO_ENDPOINTS.protectionFund, async (request) =>
    success(request, { asset: 'USDT', balance: fund.balance(), history: [...(await fund.history())] }),
  );

  serveEndpoint(app, INFO_ENDPOINTS.downloads, async (request) => success(request, [...downloads]));
}
