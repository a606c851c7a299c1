import { Decimal } from '@tideline/core/decimal';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Prng } from '../../markets/simulator/prng.ts';
import { accountIdOf, type VenueName } from '../../platform/trading-account.ts';
import { hashPassword, randomToken } from '../accounts/index.ts';
import type { FuturesInput, FuturesService } from '../futures/index.ts';
import type { Copier } from './copier.ts';
import { directionName, equityOf } from './copy-account.ts';
import { type LeadStyle, nextLeadStep } from './lead-styles.ts';
import type { CopyDb } from './tables.ts';

/**
 * Simulated lead traders (issue #24): ordinary accounts that lead with a public profile and trade
 * the live futures market (and the demo venue, for demo sessions) each in its own style, so
 * /copytrading has leads, statistics and something to copy soon after the first start. Their
 * margin comes from the venue treasury (a futures `fund-account`), as the simulated market maker's does.
 */
const SIMULATED_LEADS: ReadonlyArray<{
  email: string;
  nickname: string;
  bio: string;
  tags: string[];
  style: LeadStyle;
  symbol: string;
  leverage: number;
  /** Share of equity one opening ticket uses as margin. */
  ticket: number;
  profitShareRate: string;
}> = [
  {
    email: 'lead.tidewalker@copy.tideline.local',
    nickname: 'Tidewalker',
    bio: 'Rides BTC trends, adds to winners, cuts losers late.',
    tags: ['trend', 'BTC'],
    style: 'trend',
    symbol: 'BTCUSDT',
    leverage: 5,
    ticket: 0.05,
    profitShareRate: '10',
  },
  {
    email: 'lead.quickfin@copy.tideline.local',
    nickname: 'QuickFin',
    bio: 'Short ETH scalps, in and out within minutes.',
    tags: ['scalp', 'ETH'],
    style: 'scalp',
    symbol: 'ETHUSDT',
    leverage: 10,
    ticket: 0.03,
    profitShareRate: '8',
  },
  {
    email: 'lead.driftwood@copy.tideline.local',
    nickname: 'Driftwood',
    bio: 'SOL swings, taking profit in halves.',
    tags: ['swing', 'SOL'],
    style: 'swing',
    symbol: 'SOLUSDT',
    leverage: 3,
    ticket: 0.08,
    profitShareRate: '12',
  },
];

/** A simulated lead below this equity is topped up to LEAD_WALLET_USDT. */
const LEAD_WALLET_USDT = '20000';
const TOP_UP_BELOW = '10000';
const VENUES: readonly VenueName[] = ['live', 'demo'];

/** Creates the simulated leads once (users and profiles together); later starts find them. */
export async function seedSimulatedLeads(
  app: FastifyInstance,
  db: CopyDb,
  now: number,
): Promise<Map<string, number>> {
  const emails = SIMULATED_LEADS.map((lead) => lead.email);
  const existing = await app.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', emails)
    .execute();
  if (existing.length < SIMULATED_LEADS.length) {
    // Nobody logs in as a simulated lead: the password is random and never shown.
    const passwordHash = await hashPassword(randomToken());
    await db.transaction().execute(async (tx) => {
      const missing = SIMULATED_LEADS.filter((lead) => !existing.some((row) => row.email === lead.email));
      const users = await tx
        .insertInto('users')
        .values(
          missing.map((lead) => ({
            kind: 'main' as const,
            email: lead.email,
            area_code: null,
            mobile: null,
            password_hash: passwordHash,
            nickname: lead.nickname,
            parent_id: null,
            anti_phishing_code: null,
            totp_secret: null,
            wallet_address: null,
          })),
        )
        .returning(['id', 'email'])
        .execute();
      await tx
        .insertInto('copy_leads')
        .values(
          users.map((user, index) => {
            const lead = missing.find((entry) => entry.email === user.email)!;
            return {
              user_id: user.id,
              nickname: lead.nickname,
              avatar: `palette-${index % 8}`,
              bio: lead.bio,
              tags: JSON.stringify(lead.tags),
              profit_share_rate: lead.profitShareRate,
              max_followers: 1000,
              simulated: true,
              created_at: now,
            };
          }),
        )
        .execute();
      existing.push(...users);
    });
  }
  return new Map(existing.flatMap((row) => (row.email === null ? [] : [[row.email, row.id] as const])));
}

/**
 * Steps every simulated lead on both venues on a timer (COPY_LEAD_SIM_TICK_MS): tops its margin
 * up, then opens, adds, reduces, closes or holds as its style draws. Orders go through
 * `futures.transact` like any trader's; the copier sees their fills like anyone's.
 */
export class LeadSimulator {
  private readonly prng: Prng;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly futures: FuturesService,
    private readonly copier: Copier,
    private readonly leadIds: ReadonlyMap<string, number>,
    seed: string,
    private readonly tickMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.prng = new Prng(`${seed}:copy-leads`);
  }

  start(): void {
    for (const id of this.leadIds.values()) this.copier.addLead(id);
    if (this.tickMs <= 0) return;
    this.timer = setInterval(() => {
      this.running ??= this.step()
        .catch((error: unknown) => this.log.warn({ err: error }, 'copy trading: simulated lead step failed'))
        .finally(() => {
          this.running = undefined;
        });
    }, this.tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer !== undefined) clearInterval(this.timer);
    await this.running;
  }

  async step(): Promise<void> {
    for (const venue of VENUES) {
      const commands: FuturesInput[] = [];
      for (const lead of SIMULATED_LEADS) {
        const userId = this.leadIds.get(lead.email);
        if (userId !== undefined) commands.push(...this.leadCommands(venue, accountIdOf(userId), lead));
      }
      if (commands.length > 0) await this.futures.transact(venue, commands);
    }
  }

  private leadCommands(
    venue: VenueName,
    accountId: string,
    lead: (typeof SIMULATED_LEADS)[number],
  ): FuturesInput[] {
    const exchange = this.futures.exchanges[venue];
    const commands: FuturesInput[] = [];
    const equity = equityOf(this.futures, venue, accountId);
    if (equity.lt(TOP_UP_BELOW))
      commands.push({
        type: 'fund-account',
        accountId,
        amount: new Decimal(LEAD_WALLET_USDT).minus(equity).toFixed(2),
      });
    const held = exchange.positionsOf(accountId, lead.symbol)[0];
    const step = nextLeadStep(
      lead.style,
      held === undefined ? undefined : { direction: directionName(held.direction) },
      this.prng.next(),
      this.prng.next(),
    );
    if (step.action === 'hold') return commands;
    const contract = exchange.contracts().find((spec) => spec.symbol === lead.symbol);
    const price = exchange.ticker(lead.symbol).markPrice;
    if (contract === undefined || price === null) return commands;
    const opening = step.action === 'open' || step.action === 'add';
    const size = opening
      ? Decimal.max(equity, TOP_UP_BELOW).mul(lead.ticket).mul(lead.leverage).mul(step.fraction).div(price)
      : new Decimal(held?.count ?? 0).mul(step.fraction);
    const lots = size.toDecimalPlaces(contract.sizePlace, Decimal.ROUND_DOWN);
    if (lots.lte(0)) return commands;
    if (step.action === 'open')
      commands.push({ type: 'set-leverage', accountId, symbol: lead.symbol, leverage: lead.leverage });
    const buys = (step.direction === 'long') === opening;
    commands.push({
      type: 'place',
      accountId,
      symbol: lead.symbol,
      side: buys ? 'buy' : 'sell',
      reduceOnly: !opening,
      orderType: 'market',
      size: lots.toFixed(),
    });
    return commands;
  }
}
