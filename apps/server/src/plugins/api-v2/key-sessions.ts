import type { Db } from '../../db/database.ts';
import { createSession, resolveSession } from '../accounts/index.ts';
import { V2Error } from './v2-errors.ts';

/** A session lives a day; a key's calls open a new one when it ends. */
const KEY_SESSION_TTL_SECONDS = 86_400;

/**
 * The gateway session an API key's calls run under (issue #32): /api/v2 answers from the same
 * /v1 routes, engines and ledger the web app uses, so a proven key acts through an ordinary
 * session of its account, opened on first use and kept in memory per account. `paptrading: 1`
 * asks for the account's demo account, which trades on the demo venue.
 */
export class KeySessions {
  private readonly tokens = new Map<number, string>();

  constructor(private readonly db: Db) {}

  /** The account a call acts for: the key's own, or its demo account when asked. */
  async accountFor(userId: number, demo: boolean): Promise<number> {
    if (!demo) return userId;
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'kind', 'parent_id'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (user.kind === 'demo') return user.id;
    const account = await this.db
      .selectFrom('users')
      .select('id')
      .where('parent_id', '=', user.id)
      .where('kind', '=', 'demo')
      .executeTakeFirst();
    if (account === undefined) throw new V2Error('demoMissing');
    return account.id;
  }

  /** A live session token of `userId`, opened when it has none or its last one ended. */
  async tokenOf(userId: number, ip: string): Promise<string> {
    const known = this.tokens.get(userId);
    if (known !== undefined) {
      const live = await resolveSession(this.db, known).then(
        () => true,
        () => false,
      );
      if (live) return known;
    }
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'kind', 'parent_id'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const rootUserId = user.kind === 'main' || user.parent_id === null ? user.id : user.parent_id;
    const token = await createSession(
      this.db,
      { userId, rootUserId },
      { terminal: 'app', deviceId: null, ip, userAgent: 'api-v2', ttlSeconds: KEY_SESSION_TTL_SECONDS },
    );
    this.tokens.set(userId, token);
    return token;
  }
}
