import { SHORTCUT_WINDOW_HOURS, type WithdrawSettingsWire } from '@tideline/protocol/asset/withdraw-shortcut';
import type { Generated } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { formatUnits } from '../../../markets/fixed-point.ts';
import { LEDGER_DECIMALS } from '../../../markets/symbols.ts';
import { DAILY_LIMIT_UNITS, SINGLE_LIMIT_UNITS } from './shortcut-rule.ts';

/** Kysely types of migration 0190_withdraw_shortcut. int8 columns arrive as numbers or strings. */
type Int8 = number | string;
type ShortcutTables = {
  withdraw_whitelist: {
    id: Generated<number>;
    user_id: number;
    address: string;
    label: string;
    created_at: number;
  };
  withdraw_shortcut: { user_id: number; enabled: boolean; updated_at: number };
  withdraw_shortcut_spend: {
    id: Generated<number>;
    user_id: number;
    record_id: number | null;
    value_units: Int8;
    created_at: number;
  };
};

const WINDOW_MS = SHORTCUT_WINDOW_HOURS * 3_600_000;

/** The whitelist, the flag and the spends of the rolling window, per user (the family's main account). */
export class WithdrawShortcutStore {
  private readonly db;

  constructor(db: Db) {
    this.db = db.withTables<ShortcutTables>();
  }

  async enabled(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('withdraw_shortcut')
      .select('enabled')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.enabled === true;
  }

  async setEnabled(userId: number, enabled: boolean, nowMs: number): Promise<void> {
    await this.db
      .insertInto('withdraw_shortcut')
      .values({ user_id: userId, enabled, updated_at: nowMs })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ enabled, updated_at: nowMs }))
      .execute();
  }

  async isWhitelisted(userId: number, address: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('withdraw_whitelist')
      .select('id')
      .where('user_id', '=', userId)
      .where('address', '=', address)
      .executeTakeFirst();
    return row !== undefined;
  }

  async whitelistSize(userId: number): Promise<number> {
    const { count } = await this.db
      .selectFrom('withdraw_whitelist')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Adds the address, or renames it when it is already listed. */
  async addAddress(userId: number, address: string, label: string, nowMs: number): Promise<void> {
    await this.db
      .insertInto('withdraw_whitelist')
      .values({ user_id: userId, address, label, created_at: nowMs })
      .onConflict((conflict) => conflict.columns(['user_id', 'address']).doUpdateSet({ label }))
      .execute();
  }

  /** Whether a row of the user's was removed. */
  async removeAddress(userId: number, id: number): Promise<boolean> {
    const removed = await this.db
      .deleteFrom('withdraw_whitelist')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  }

  /** USDT value, in ledger units, of the shortcut withdrawals of the last 24 hours. */
  async usedUnits(userId: number, nowMs: number): Promise<bigint> {
    const rows = await this.db
      .selectFrom('withdraw_shortcut_spend')
      .select('value_units')
      .where('user_id', '=', userId)
      .where('created_at', '>', nowMs - WINDOW_MS)
      .execute();
    return rows.reduce((sum, row) => sum + BigInt(row.value_units), 0n);
  }

  /** Counts a shortcut withdrawal against the window before it is made; answers the row's id. */
  async recordSpend(userId: number, valueUnits: bigint, nowMs: number): Promise<number> {
    const row = await this.db
      .insertInto('withdraw_shortcut_spend')
      .values({ user_id: userId, record_id: null, value_units: valueUnits.toString(), created_at: nowMs })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async settleSpend(spendId: number, recordId: number): Promise<void> {
    await this.db
      .updateTable('withdraw_shortcut_spend')
      .set({ record_id: recordId })
      .where('id', '=', spendId)
      .execute();
  }

  /** The withdrawal the spend was for did not happen (the balance fell short): it counts for nothing. */
  async dropSpend(spendId: number): Promise<void> {
    await this.db.deleteFrom('withdraw_shortcut_spend').where('id', '=', spendId).execute();
  }

  async settings(userId: number, nowMs: number): Promise<WithdrawSettingsWire> {
    const [enabled, used, whitelist] = await Promise.all([
      this.enabled(userId),
      this.usedUnits(userId, nowMs),
      this.db
        .selectFrom('withdraw_whitelist')
        .select(['id', 'address', 'label', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ]);
    return {
      noPassword: enabled,
      singleLimitUsdt: formatUnits(SINGLE_LIMIT_UNITS, LEDGER_DECIMALS),
      dailyLimitUsdt: formatUnits(DAILY_LIMIT_UNITS, LEDGER_DECIMALS),
      usedUsdt: formatUnits(used, LEDGER_DECIMALS),
      whitelist: whitelist.map((row) => ({
        id: String(row.id),
        address: row.address,
        label: row.label,
        createdAt: Number(row.created_at),
      })),
    };
  }
}
