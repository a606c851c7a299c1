import type { Db } from '../../db/database.ts';
import { hashPassword } from './passwords.ts';

/** The account `npm start` seeds and prints, so a fresh install can log in at once. */
export const DEMO_USER = { email: 'demo@tideline.local', password: 'TidelineDemo1' } as const;

export async function seedDemoUser(db: Db): Promise<void> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_USER.email)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('users')
    .values({
      kind: 'main',
      email: DEMO_USER.email,
      area_code: null,
      mobile: null,
      password_hash: await hashPassword(DEMO_USER.password),
      nickname: 'demo',
      parent_id: null,
      anti_phishing_code: null,
      totp_secret: null,
      wallet_address: null,
      agency: true,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
