import type { CopyDb } from '../tables.ts';

/**
 * Makes a user a lead in the database only: the running server's copier, which read its leads at
 * start, leaves its fills alone, so a test's own Copier mirrors them as a recovery at start does.
 */
export async function insertDbOnlyLead(db: CopyDb, userId: number, nickname: string): Promise<void> {
  await db
    .insertInto('copy_leads')
    .values({
      user_id: userId,
      nickname,
      avatar: 'palette-0',
      bio: '',
      tags: '[]',
      profit_share_rate: '10',
      max_followers: 10,
      created_at: Date.now(),
    })
    .execute();
}
