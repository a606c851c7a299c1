import type { Db } from '../../db/database.ts';
import { CROWDED_ADDRESS_WINDOW_SECONDS } from './demotion-rules.ts';

interface DeviceTerminalSightingsTable {
  address: string;
  terminal_code: string;
  last_seen_at: Date;
}

/**
 * Records that `terminalCode` asked for a token from `address` and answers how many distinct
 * terminal codes that address used within the window, this one included. Rows older than the
 * window are dropped on the way, so the table holds at most one hour of traffic.
 */
export async function recordTerminalSighting(
  db: Db,
  address: string,
  terminalCode: string,
  now: Date,
): Promise<number> {
  const sightings = db.withTables<{ device_terminal_sightings: DeviceTerminalSightingsTable }>();
  const windowStart = new Date(now.getTime() - CROWDED_ADDRESS_WINDOW_SECONDS * 1000);
  await sightings.deleteFrom('device_terminal_sightings').where('last_seen_at', '<', windowStart).execute();
  await sightings
    .insertInto('device_terminal_sightings')
    .values({ address, terminal_code: terminalCode, last_seen_at: now })
    .onConflict((conflict) =>
      conflict.columns(['address', 'terminal_code']).doUpdateSet({ last_seen_at: now }),
    )
    .execute();
  const row = await sightings
    .selectFrom('device_terminal_sightings')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('address', '=', address)
    .where('last_seen_at', '>=', windowStart)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
