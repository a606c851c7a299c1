import type { Db } from '../../db/database.ts';
import type { Registration, RegistrationHook } from '../../platform/registration-hooks.ts';
import type { InviteCodes } from './codes.ts';
import { ReferralCode, ReferralError } from './errors.ts';
import { BIND_WINDOW_MS, isInviteCodeShape } from './rules.ts';
import type { ReferralDb } from './tables.ts';
import { userFacts } from './user-directory.ts';

export interface Attribution {
  readonly inviterId: number | null;
  readonly code: string;
  readonly campaign: string | null;
}

/**
 * Who invited whom, decided once per user. At registration the code the request carried is an
 * invite code (the inviter) or, when no invite code has that spelling, a channel or activity code
 * (spec §3) recorded as the user's campaign. Afterwards a user who came without a code may bind
 * an invite code within BIND_WINDOW_MS of registering.
 */
export class Attributions implements RegistrationHook {
  constructor(
    private readonly db: ReferralDb,
    private readonly users: Db,
    private readonly codes: InviteCodes,
    private readonly now: () => number,
  ) {}

  async of(userId: number): Promise<Attribution | undefined> {
    const row = await this.db
      .selectFrom('referral_attributions')
      .select(['inviter_id', 'code', 'campaign'])
      .where('invitee_id', '=', userId)
      .executeTakeFirst();
    return row === undefined
      ? undefined
      : { inviterId: row.inviter_id, code: row.code, campaign: row.campaign };
  }

  /** Refuses a registration that names the code of an account that no longer exists. */
  async check(inviteCode: string): Promise<void> {
    await this.inviterOf(inviteCode.trim());
  }

  async registered(registration: Registration): Promise<void> {
    const code = registration.inviteCode?.trim();
    if (code === undefined || code === '') return;
    const invite = await this.inviterOf(code);
    const at = registration.at.getTime();
    // Once per user: a repeated registration event changes nothing.
    await this.db
      .insertInto('referral_attributions')
      .values({
        invitee_id: registration.userId,
        inviter_id: invite?.ownerId ?? null,
        code,
        campaign: invite === undefined ? code : null,
        registered_at: at,
        attributed_at: at,
        via: 'registration',
      })
      .onConflict((conflict) => conflict.column('invitee_id').doNothing())
      .execute();
  }

  /** Spec issue #29: an invite code applied after registration, once, within the window, never one's own. */
  async bind(userId: number, code: string): Promise<{ inviterId: number }> {
    const invite = await this.inviterOf(code.trim());
    if (invite === undefined) throw new ReferralError(ReferralCode.unknownCode);
    if (invite.ownerId === userId) throw new ReferralError(ReferralCode.selfReferral);
    const existing = await this.of(userId);
    if (existing?.inviterId !== undefined && existing.inviterId !== null)
      throw new ReferralError(ReferralCode.alreadyAttributed);
    const user = await userFacts(this.users, userId);
    if (user === undefined) throw new ReferralError(ReferralCode.mainAccountOnly);
    const now = this.now();
    if (now - user.createdAtMs > BIND_WINDOW_MS) throw new ReferralError(ReferralCode.bindWindowClosed);
    // A campaign recorded at registration stays; the bind only names the inviter, once.
    const updated = await this.db
      .insertInto('referral_attributions')
      .values({
        invitee_id: userId,
        inviter_id: invite.ownerId,
        code: invite.code,
        campaign: existing?.campaign ?? null,
        registered_at: user.createdAtMs,
        attributed_at: now,
        via: 'bind',
      })
      .onConflict((conflict) =>
        conflict
          .column('invitee_id')
          .doUpdateSet({ inviter_id: invite.ownerId, code: invite.code, attributed_at: now, via: 'bind' })
          .where('referral_attributions.inviter_id', 'is', null),
      )
      .returning('invitee_id')
      .executeTakeFirst();
    if (updated === undefined) throw new ReferralError(ReferralCode.alreadyAttributed);
    return { inviterId: invite.ownerId };
  }

  /** The invite code of that spelling, if any; refused when its owner's account is gone. */
  private async inviterOf(code: string) {
    if (!isInviteCodeShape(code)) return undefined;
    const invite = await this.codes.find(code);
    if (invite === undefined) return undefined;
    const owner = await userFacts(this.users, invite.ownerId);
    if (owner === undefined) throw new ReferralError(ReferralCode.inviterDeleted);
    return invite;
  }
}
