/**
 * Which cluster accounts are the product server's real-money users, as a gateway sees them
 * (docs/scale-out.md, "Funding an allocation"): `u<id>` of a user in the product's `users` table that
 * is not a demo user. Their allocations hold money the product server moved from their spot wallet
 * and sweeps back there, so on `/cluster/v1` their orders are funded and reserved by the product
 * server as their `/v1` orders are (`cluster.fund`, allocation-funding.ts) and demo deposits to them
 * are refused: demo money swept into a spot wallet would become real money. Any other account (a bot's, a test's counterparty) trades
 * on `/cluster/v1` as before. A user stays a real-money user for good, so that answer is kept; "no
 * such user" is asked again after a while, since the id may be taken by a new sign-up.
 */
import pg from 'pg';
import { userIdOf } from '../platform/trading-account.ts';

const UNKNOWN_KEPT_MS = 30_000;

export class ProductUsers {
  private readonly pool: pg.Pool;
  private readonly realMoney = new Set<number>();
  private readonly notRealMoney = new Map<number, number>();

  constructor(databaseUrl: string) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  }

  /** The product's user id when `accountId` is a real-money product user's account, else undefined. */
  async realMoneyUserOf(accountId: string): Promise<number | undefined> {
    const userId = userIdOf(accountId);
    // The product's user ids are 32-bit; a bearer token's subject may be longer.
    if (userId === undefined || userId > 2_147_483_647) return undefined;
    if (this.realMoney.has(userId)) return userId;
    if ((this.notRealMoney.get(userId) ?? 0) > Date.now()) return undefined;
    const { rows } = await this.pool.query<{ kind: string }>('SELECT kind FROM users WHERE id = $1', [
      userId,
    ]);
    const kind = rows[0]?.kind;
    if (kind !== undefined && kind !== 'demo') {
      this.realMoney.add(userId);
      return userId;
    }
    if (this.notRealMoney.size > 20_000) this.notRealMoney.clear();
    this.notRealMoney.set(userId, Date.now() + UNKNOWN_KEPT_MS);
    return undefined;
  }
}
