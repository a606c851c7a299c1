import { randomInt } from 'node:crypto';
import { ReferralCode, ReferralError } from './errors.ts';
import { DEFAULT_KICKBACK_PERCENT, MAX_CODES_PER_USER, newInviteCode } from './rules.ts';
import type { ReferralDb } from './tables.ts';

export interface InviteCode {
  readonly code: string;
  readonly ownerId: number;
  readonly kickbackPercent: number;
  readonly isDefault: boolean;
  readonly createdAt: number;
}

/** Invite codes: every main account's default code, made on first use, and up to 19 more. */
export class InviteCodes {
  constructor(
    private readonly db: ReferralDb,
    private readonly now: () => number,
  ) {}

  async find(code: string): Promise<InviteCode | undefined> {
    const row = await this.db
      .selectFrom('referral_codes')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    return row === undefined
      ? undefined
      : {
          code: row.code,
          ownerId: row.owner_id,
          kickbackPercent: row.kickback_percent,
          isDefault: row.is_default,
          createdAt: Number(row.created_at),
        };
  }

  /** The owner's codes, default first; the default code is created on the first call. */
  async list(ownerId: number): Promise<InviteCode[]> {
    await this.insert(ownerId, DEFAULT_KICKBACK_PERCENT, true);
    const rows = await this.db
      .selectFrom('referral_codes')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('is_default', 'desc')
      .orderBy('created_at')
      .orderBy('code')
      .execute();
    return rows.map((row) => ({
      code: row.code,
      ownerId: row.owner_id,
      kickbackPercent: row.kickback_percent,
      isDefault: row.is_default,
      createdAt: Number(row.created_at),
    }));
  }

  async create(ownerId: number, kickbackPercent: number): Promise<InviteCode> {
    const existing = await this.list(ownerId);
    if (existing.length >= MAX_CODES_PER_USER) throw new ReferralError(ReferralCode.codeLimit);
    const created = await this.insert(ownerId, kickbackPercent, false);
    if (created === undefined) throw new Error('no free invite code after retries');
    return created;
  }

  /** Inserts a fresh random code; a default code is inserted only when the owner has none. */
  private async insert(ownerId: number, kickbackPercent: number, isDefault: boolean) {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const row = {
        code: newInviteCode((size) => randomInt(size)),
        owner_id: ownerId,
        kickback_percent: kickbackPercent,
        is_default: isDefault,
        created_at: this.now(),
      };
      const inserted = await this.db
        .insertInto('referral_codes')
        .values(row)
        .onConflict((conflict) => conflict.doNothing())
        .returning('code')
        .executeTakeFirst();
      if (inserted !== undefined)
        return { code: row.code, ownerId, kickbackPercent, isDefault, createdAt: row.created_at };
      // A default code already there is the expected case; a clash of random codes is not worth a retry.
      if (isDefault) return undefined;
    }
    return undefined;
  }
}
