import { Decimal } from '@tideline/core/decimal';
import { LEAD_MIN_EQUITY, MAX_MULTIPLE, MIN_INVESTMENT } from '@tideline/protocol/copy-trading/limits';
import type {
  applyLeadBody,
  copyRecordsQuery,
  followBody,
  rankingQuery,
  traderQuery,
} from '@tideline/protocol/copy-trading/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { accountIdOf, type VenueName } from '../../platform/trading-account.ts';
import type { FuturesInput, FuturesService } from '../futures/index.ts';
import { CopyCode } from './codes.ts';
import type { Copier, CopyRow } from './copier.ts';
import { copyAccountId, equityOf, futuresMove, openCopyAccount } from './copy-account.ts';
import { CopyError } from './errors.ts';
import type { SerialQueue } from './serial-queue.ts';
import type { CopyDb } from './tables.ts';
import { copyRecords, copySummary, leadCard, leadProfile } from './views.ts';

type LeadCard = Awaited<ReturnType<typeof leadCard>>;

/** A signed-in caller on its venue (a demo session copies on the demo venue). */
export interface CopyUser {
  readonly venue: VenueName;
  readonly userId: number;
}

/**
 * Copy trading's commands and reads (docs/protocol-copy-trading.md). Every change to a copy
 * account runs in the copier's queue, after any mirroring already queued.
 */
export class CopyTradingService {
  constructor(
    private readonly db: CopyDb,
    private readonly futures: FuturesService,
    private readonly copier: Copier,
    private readonly queue: SerialQueue,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Copies a crash left between their steps: funding finished or failed, stopping finished. */
  async recover(): Promise<void> {
    await this.queue.run(async () => {
      const unfinished = await this.db
        .selectFrom('copy_copies')
        .selectAll()
        .where('state', 'in', ['funding', 'stopping'])
        .execute();
      for (const copy of unfinished) {
        if (copy.state === 'stopping') {
          await this.finishStop(copy);
          continue;
        }
        const funded = equityOf(this.futures, copy.venue, copyAccountId(copy.id)).gt(0);
        await this.db
          .updateTable('copy_copies')
          .set({ state: funded ? 'active' : 'failed' })
          .where('id', '=', Number(copy.id))
          .execute();
        this.copier.forgetCopies();
      }
    });
  }

  /** Retries stops whose positions could not all be closed at once (no liquidity at the time). */
  async retryStops(): Promise<void> {
    await this.queue.run(async () => {
      const stopping = await this.db
        .selectFrom('copy_copies')
        .selectAll()
        .where('state', '=', 'stopping')
        .execute();
      for (const copy of stopping) await this.finishStop(copy);
    });
  }

  async applyLead(user: CopyUser, body: z.output<typeof applyLeadBody>) {
    return this.queue.run(async () => {
      const following = await this.db
        .selectFrom('copy_copies')
        .select('id')
        .where('follower_id', '=', user.userId)
        .where('state', 'in', ['funding', 'active', 'stopping'])
        .executeTakeFirst();
      if (following !== undefined) throw new CopyError(CopyCode.isFollowing);
      if (equityOf(this.futures, user.venue, accountIdOf(user.userId)).lt(LEAD_MIN_EQUITY))
        throw new CopyError(CopyCode.leadBalanceTooLow);
      const profile = {
        nickname: body.nickname,
        bio: body.bio,
        tags: JSON.stringify(body.tags),
        profit_share_rate: body.profitShareRate,
        max_followers: body.maxFollowers,
      };
      if (new Decimal(body.profitShareRate).gt(20)) throw new CopyError(CopyCode.invalidSettings);
      await this.db
        .insertInto('copy_leads')
        .values({
          user_id: user.userId,
          avatar: avatarOf(user.userId),
          created_at: this.now(),
          ...profile,
        })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(profile))
        .execute();
      this.copier.addLead(user.userId);
      return leadCard(this.db, this.futures, user.venue, user.userId, 30, this.now());
    });
  }

  async follow(user: CopyUser, body: z.output<typeof followBody>) {
    const traderId = Number(body.traderId);
    this.checkSettings(user.venue, body);
    return this.queue.run(async () => {
      const lead = await this.db
        .selectFrom('copy_leads')
        .selectAll()
        .where('user_id', '=', traderId)
        .executeTakeFirst();
      if (lead === undefined) throw new CopyError(CopyCode.unknownTrader);
      if (traderId === user.userId) throw new CopyError(CopyCode.cannotFollowSelf);
      const live = await this.db
        .selectFrom('copy_copies')
        .select(['follower_id'])
        .where('venue', '=', user.venue)
        .where('lead_id', '=', traderId)
        .where('state', 'in', ['funding', 'active', 'stopping'])
        .execute();
      if (live.some((row) => row.follower_id === user.userId)) throw new CopyError(CopyCode.alreadyFollowing);
      if (live.length >= lead.max_followers) throw new CopyError(CopyCode.followersFull);
      const source = accountIdOf(user.userId);
      const exchange = this.futures.exchanges[user.venue];
      if (new Decimal(exchange.balance(source).available).lt(body.investment))
        throw new CopyError(CopyCode.insufficientBalance);
      const inserted = await this.db
        .insertInto('copy_copies')
        .values({
          venue: user.venue,
          follower_id: user.userId,
          lead_id: traderId,
          mode: body.mode,
          fixed_margin: body.mode === 'fixed' ? (body.fixedMargin ?? null) : null,
          multiple: body.mode === 'multiple' ? (body.multiple ?? null) : null,
          investment: body.investment,
          take_profit_percent: body.takeProfitPercent ?? null,
          stop_loss_percent: body.stopLossPercent ?? null,
          symbols: JSON.stringify(body.symbols ?? null),
          state: 'funding',
          started_at: this.now(),
          stopped_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const copyId = Number(inserted.id);
      const account = copyAccountId(copyId);
      // Checked again now, in the same turn as the transfer is applied: nothing runs in between.
      const enough = new Decimal(exchange.balance(source).available).gte(body.investment);
      const results = enough
        ? await this.futures.transact(user.venue, [
            openCopyAccount(account),
            ...this.leadLeverage(user.venue, traderId, account),
            ...futuresMove(source, account, body.investment),
          ])
        : [];
      const refused =
        !enough || results.flat().some((event) => event.type === 'rejected' && event.command === 'transfer');
      await this.db
        .updateTable('copy_copies')
        .set({ state: refused ? 'failed' : 'active' })
        .where('id', '=', copyId)
        .execute();
      this.copier.forgetCopies();
      if (refused) throw new CopyError(CopyCode.insufficientBalance);
      return this.summary(copyId);
    });
  }

  /**
   * A new copy account takes its lead's leverage on every contract where it differs, so the
   * lead's first move needs no leverage change per follower (a later change of the lead's rides
   * on the copied orders).
   */
  private leadLeverage(venue: VenueName, leadId: number, account: string): FuturesInput[] {
    const exchange = this.futures.exchanges[venue];
    return exchange.contracts().flatMap(({ symbol }): FuturesInput[] => {
      const leverage = exchange.symbolSettings(accountIdOf(leadId), symbol).leverage;
      return leverage === exchange.symbolSettings(account, symbol).leverage
        ? []
        : [{ type: 'set-leverage', accountId: account, symbol, leverage }];
    });
  }

  private checkSettings(venue: VenueName, body: z.output<typeof followBody>): void {
    const invalid = () => new CopyError(CopyCode.invalidSettings);
    const investment = new Decimal(body.investment);
    if (investment.lt(MIN_INVESTMENT)) throw invalid();
    if (body.mode === 'fixed') {
      if (body.fixedMargin === undefined || body.multiple !== undefined) throw invalid();
      const margin = new Decimal(body.fixedMargin);
      if (margin.lte(0) || margin.gt(investment)) throw invalid();
    } else {
      if (body.multiple === undefined || body.fixedMargin !== undefined) throw invalid();
      const multiple = new Decimal(body.multiple);
      if (multiple.lte(0) || multiple.gt(MAX_MULTIPLE)) throw invalid();
    }
    for (const percent of [body.takeProfitPercent, body.stopLossPercent]) {
      if (percent !== undefined && (new Decimal(percent).lt(1) || new Decimal(percent).gt(1000)))
        throw invalid();
    }
    const contracts = new Set(this.futures.exchanges[venue].contracts().map((spec) => spec.symbol));
    if (body.symbols?.some((symbol) => !contracts.has(symbol))) throw new CopyError(CopyCode.unknownSymbol);
  }

  /** The follower stops a copy of theirs. */
  async unfollow(user: CopyUser, copyId: string) {
    return this.stopCopy(copyId, (copy) => copy.venue === user.venue && copy.follower_id === user.userId);
  }

  /** The lead ends a follower's copy. */
  async removeFollower(user: CopyUser, copyId: string) {
    return this.stopCopy(copyId, (copy) => copy.venue === user.venue && copy.lead_id === user.userId);
  }

  private async stopCopy(copyId: string, mayStop: (copy: CopyRow) => boolean) {
    return this.queue.run(async () => {
      const copy = await this.db
        .selectFrom('copy_copies')
        .selectAll()
        .where('id', '=', Number(copyId))
        .executeTakeFirst();
      if (copy === undefined || !mayStop(copy)) throw new CopyError(CopyCode.copyNotFound);
      if (copy.state !== 'active') throw new CopyError(CopyCode.copyStopped);
      await this.db
        .updateTable('copy_copies')
        .set({ state: 'stopping' })
        .where('id', '=', Number(copy.id))
        .execute();
      this.copier.forgetCopies();
      await this.finishStop({ ...copy, state: 'stopping' });
      return this.summary(Number(copy.id));
    });
  }

  /**
   * Closes the copy's positions at market, settles the profit share, records what goes back and
   * moves it to the follower's futures wallet. Each step can run again after a crash: positions
   * already closed are not there, a recorded return is not settled twice, and money already moved
   * leaves an empty account.
   */
  private async finishStop(copy: CopyRow): Promise<void> {
    const account = copyAccountId(copy.id);
    const exchange = this.futures.exchanges[copy.venue];
    const open = exchange.positionsOf(account);
    if (open.length > 0) {
      await this.futures.transact(
        copy.venue,
        open.map((position) => ({
          type: 'place' as const,
          accountId: account,
          symbol: position.symbol,
          side: position.direction === 1 ? ('sell' as const) : ('buy' as const),
          positionSide: position.direction,
          reduceOnly: true,
          orderType: 'market' as const,
          size: position.count,
        })),
      );
      if (exchange.positionsOf(account).length > 0) {
        this.log.warn({ copyId: copy.id }, 'copy trading: a stop waits for liquidity to close its positions');
        return;
      }
    }
    await this.copier.settleIfFlat(copy.venue, copy.id);
    const fresh = await this.db
      .selectFrom('copy_copies')
      .select('returned')
      .where('id', '=', Number(copy.id))
      .executeTakeFirstOrThrow();
    const available = exchange.balance(account).available;
    let returned = fresh.returned;
    if (new Decimal(returned).isZero() && new Decimal(available).gt(0)) {
      returned = available;
      await this.db.updateTable('copy_copies').set({ returned }).where('id', '=', Number(copy.id)).execute();
    }
    if (new Decimal(exchange.balance(account).available).gt(0))
      await this.futures.transact(copy.venue, futuresMove(account, accountIdOf(copy.follower_id), returned));
    await this.db
      .updateTable('copy_copies')
      .set({ state: 'stopped', stopped_at: this.now() })
      .where('id', '=', Number(copy.id))
      .execute();
    this.copier.forgetCopies();
  }

  private async summary(copyId: number) {
    const copy = await this.db
      .selectFrom('copy_copies')
      .selectAll()
      .where('id', '=', copyId)
      .executeTakeFirstOrThrow();
    const [summary] = await copySummary(this.db, this.futures, [copy]);
    return summary!;
  }

  async copies(user: CopyUser) {
    const rows = await this.db
      .selectFrom('copy_copies')
      .selectAll()
      .where('venue', '=', user.venue)
      .where('follower_id', '=', user.userId)
      .where('state', 'in', ['active', 'stopping', 'stopped'])
      .orderBy('id', 'desc')
      .execute();
    const summaries = await copySummary(this.db, this.futures, rows);
    return summaries.sort((a, b) => Number(a.state === 'stopped') - Number(b.state === 'stopped'));
  }

  async records(user: CopyUser, query: z.output<typeof copyRecordsQuery>) {
    return copyRecords(this.db, user, query);
  }

  async ranking(venue: VenueName, query: z.output<typeof rankingQuery>) {
    const leads = await this.db.selectFrom('copy_leads').select('user_id').execute();
    const needle = query.search?.trim().toLowerCase();
    const cards: LeadCard[] = [];
    for (const lead of leads) {
      const card = await leadCard(this.db, this.futures, venue, lead.user_id, query.window, this.now());
      if (needle && !card.nickname.toLowerCase().includes(needle)) continue;
      cards.push(card);
    }
    const key = {
      roi: (card: LeadCard) => new Decimal(card.stats.roi).neg(),
      pnl: (card: LeadCard) => new Decimal(card.stats.pnl).neg(),
      drawdown: (card: LeadCard) => new Decimal(card.stats.maxDrawdown),
      followers: (card: LeadCard) => new Decimal(-card.followers),
    }[query.sort];
    return cards.sort((a, b) => key(a).comparedTo(key(b)) || Number(a.traderId) - Number(b.traderId));
  }

  async trader(venue: VenueName, query: z.output<typeof traderQuery>) {
    const lead = await this.db
      .selectFrom('copy_leads')
      .select('user_id')
      .where('user_id', '=', Number(query.traderId))
      .executeTakeFirst();
    if (lead === undefined) throw new CopyError(CopyCode.unknownTrader);
    return leadProfile(this.db, this.futures, venue, lead.user_id, query.window, this.now());
  }

  async dashboard(user: CopyUser) {
    const isLead = await this.db
      .selectFrom('copy_leads')
      .select('user_id')
      .where('user_id', '=', user.userId)
      .executeTakeFirst();
    const followers = await this.db
      .selectFrom('copy_copies')
      .selectAll()
      .where('venue', '=', user.venue)
      .where('lead_id', '=', user.userId)
      .where('state', 'in', ['active', 'stopping', 'stopped'])
      .orderBy('id', 'desc')
      .execute();
    const earned = followers.reduce((sum, copy) => sum.plus(copy.share_paid), new Decimal(0));
    return {
      lead: isLead ? await leadCard(this.db, this.futures, user.venue, user.userId, 30, this.now()) : null,
      followers: await copySummary(this.db, this.futures, followers),
      profitShareEarned: earned.toFixed(),
    };
  }
}

/** A lead's avatar: one of eight palette entries the pages draw with the nickname's initial. */
function avatarOf(userId: number): string {
  return `palette-${userId % 8}`;
}
