import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../platform/envelope.ts';
import { resolveSession, SESSION_COOKIE } from '../accounts/session-service.ts';
import { accountIdOf, venueOf } from '../markets/service/accounts.ts';
import type { MarketsService } from '../markets/service/markets-service.ts';
import { emptyQuery } from '../platform/schemas.ts';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['info'];

  /** The session's user when a valid one is present; public pages never refuse a visitor. */
  async function optionalUser(request: FastifyRequest) {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    return resolveSession(app.db, token).catch(() => null);
  }

  api.get(
    '/info/fees',
    {
      schema: {
        tags,
        summary: 'Spot and futures fee tiers (VIP0-VIP5); with a session, the caller’s own tier',
        querystring: emptyQuery,
      },
    },
    async (request) => {
      const user = await optionalUser(request);
      const tier = user ? markets.exchanges[venueOf(user)].feeTierOf(accountIdOf(user.userId)) : null;
      return success(request, feeSchedule(tier));
    },
  );

  api.get(
    '/info/reserves',
    {
      schema: {
        tags,
        summary: 'Proof of reserves: per-asset user liabilities, reserves, ratio and the Merkle root',
        querystring: emptyQuery,
      },
    },
    async (request) => {
      const snapshot = await auditor.current();
      return success(request, {
        takenAt: snapshot.takenAt,
        merkleRoot: snapshot.root,
        leafCount: snapshot.leafCount,
        assets: snapshot.assets,
      });
    },
  );

  api.get(
    '/info/reserves/proof',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s leaf in the latest reserve snapshot and its Merkle inclusion proof',
        querystring: emptyQuery,
        security: [{ session: [] }],
      },
    },
    async (request) => {
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
        balances: leaf.balances,
        proof: snapshot.proofOf(leaf),
      });
    },
  );

  api.get(
    '/info/protection-fund',
    {
      schema: {
        tags,
        summary: 'The futures protection (insurance) fund: balance now and its sampled history',
        querystring: emptyQuery,
      },
    },
    async (request) =>
      success(request, { asset: 'USDT', balance: fund.balance(), history: await fund.history() }),
  );

  api.get(
    '/info/downloads',
    {
      schema: {
        tags,
        summary: 'Client apps per platform: version, release date, requirements',
        querystring: emptyQuery,
      },
    },
    async (request) => success(request, downloads),
  );
}
