import { REFERRAL_ENDPOINTS } from '@tideline/protocol/referral/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/api-error.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { operatorKeyOf, presentsOperatorKey } from '../../platform/operator-key.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import type { Attributions } from './attribution.ts';
import { campaignReport } from './campaign-report.ts';
import type { InviteCodes } from './codes.ts';
import { ReferralCode, ReferralError } from './errors.ts';
import { DAY_MS, dayStartMs, MAX_CODES_PER_USER, maskName } from './rules.ts';
import type { ReferralDb } from './tables.ts';
import { userFacts } from './user-directory.ts';
import {
  codeUseCounts,
  commissionList,
  earnedTotals,
  inviteeCounts,
  inviteeList,
  monthStartDay,
} from './views.ts';

export interface ReferralRouteOptions {
  db: ReferralDb;
  codes: InviteCodes;
  attributions: Attributions;
}

/** The programme is a main account's (§2: demo and sub-accounts trade for it, they do not invite). */
function mainUserId(request: FastifyRequest): number {
  const user = request.user!;
  if (user.kind !== 'main') throw new ReferralError(ReferralCode.mainAccountOnly);
  return user.userId;
}

const MAX_RANGE_DAYS = 366;
/** The campaign report reads every fill of its days: a quarter at most. */
const MAX_REPORT_DAYS = 92;

/** Refuses an unreadable day or a range running backwards or past `maxDays`. */
function checkDayRange(from: string, to: string, maxDays: number): void {
  const span = (dayStartMs(to) - dayStartMs(from)) / DAY_MS;
  if (!(span >= 0 && span <= maxDays)) throw new ReferralError(ReferralCode.invalidDateRange);
}

export async function referralRoutes(app: FastifyInstance, options: ReferralRouteOptions) {
  const { db, codes, attributions } = options;

  async function inviterName(inviterId: number | null): Promise<string | null> {
    if (inviterId === null) return null;
    const facts = await userFacts(app.db, inviterId);
    return facts === undefined ? null : maskName(facts.nickname);
  }

  serveEndpoint(app, REFERRAL_ENDPOINTS.overview, async (request) => {
    const userId = mainUserId(request);
    const list = await codes.list(userId);
    const uses = await codeUseCounts(db, userId);
    const counts = await inviteeCounts(db, userId);
    const attribution = await attributions.of(userId);
    return success(request, {
      codes: list.map((code) => ({
        code: code.code,
        kickbackPercent: code.kickbackPercent,
        isDefault: code.isDefault,
        invitees: uses.get(code.code) ?? 0,
        createdAt: code.createdAt,
      })),
      codesLeft: Math.max(0, MAX_CODES_PER_USER - list.length),
      invitees: counts.invitees,
      tradingInvitees: counts.tradingInvitees,
      tier: counts.tier,
      commissionPercent: counts.percent,
      earned: await earnedTotals(db, userId),
      thisMonth: await earnedTotals(db, userId, monthStartDay(app.clock.nowMs())),
      invitedBy: await inviterName(attribution?.inviterId ?? null),
    });
  });

  serveEndpoint(app, REFERRAL_ENDPOINTS.createCode, async (request) => {
    const code = await codes.create(mainUserId(request), request.body.kickbackPercent);
    return success(request, {
      code: code.code,
      kickbackPercent: code.kickbackPercent,
      isDefault: code.isDefault,
      invitees: 0,
      createdAt: code.createdAt,
    });
  });

  serveEndpoint(app, REFERRAL_ENDPOINTS.bind, async (request) => {
    const { inviterId } = await attributions.bind(mainUserId(request), request.body.code);
    return success(request, { inviter: (await inviterName(inviterId)) ?? '' });
  });

  serveEndpoint(app, REFERRAL_ENDPOINTS.lookup, async (request) => {
    const code = request.query.code.trim();
    const invite = await codes.find(code);
    if (invite === undefined)
      return success(request, { kind: 'campaign', inviter: null, kickbackPercent: null });
    const owner = await userFacts(app.db, invite.ownerId);
    if (owner === undefined) throw new ReferralError(ReferralCode.inviterDeleted);
    return success(request, {
      kind: 'invite',
      inviter: maskName(owner.nickname),
      kickbackPercent: invite.kickbackPercent,
    });
  });

  serveEndpoint(app, REFERRAL_ENDPOINTS.invitees, async (request) => {
    const userId = mainUserId(request);
    return success(
      request,
      await inviteeList(db, app.db, userId, request.query.page, request.query.pageSize),
    );
  });

  serveEndpoint(app, REFERRAL_ENDPOINTS.commissions, async (request) => {
    const userId = mainUserId(request);
    const { from, to, page, pageSize } = request.query;
    if (from !== undefined && to !== undefined) checkDayRange(from, to, MAX_RANGE_DAYS);
    for (const day of [from, to])
      if (day !== undefined && Number.isNaN(dayStartMs(day)))
        throw new ReferralError(ReferralCode.invalidDateRange);
    return success(request, await commissionList(db, app.db, userId, { from, to, page, pageSize }));
  });

  // The operator's report: only with the key printed on the console at start (issue #29).
  const operatorKey = operatorKeyOf(app.config);
  serveEndpoint(app, REFERRAL_ENDPOINTS.campaigns, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!presentsOperatorKey(request, operatorKey))
      throw new ApiError(ResultCode.forbidden, 'auth.forbidden', 403);
    const { from, to } = request.query;
    checkDayRange(from, to, MAX_REPORT_DAYS);
    return success(request, { from, to, rows: await campaignReport(db, app.fees.all(), from, to) });
  });
}
