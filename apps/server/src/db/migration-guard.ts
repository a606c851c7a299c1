import { createHash } from 'node:crypto';

/**
 * The upgrade rules for a database, decided from what it records and what this release ships:
 * - migrations are append-only: a shipped migration whose source changed after it ran on this
 *   database refuses the start (the schema it made is not what the file now says);
 * - a database that ran a migration this release does not know was written by a newer release:
 *   the start is refused, never a crash or a silent change;
 * - otherwise the pending migrations run in file-name order.
 * Pure, so every branch is tested without a database.
 */

/** A migration as this release ships it. */
export interface ShippedMigration {
  name: string;
  checksum: string;
}

/** A migration as the database records it; no checksum when it ran before checksums were kept. */
export interface AppliedMigration {
  name: string;
  checksum: string | undefined;
}

export type UpgradePlan =
  | {
      kind: 'proceed';
      /** Not applied yet, in the order they will run. */
      pending: string[];
      /** Applied before checksums were kept: recorded now with the shipped source. */
      adopt: ShippedMigration[];
    }
  | { kind: 'newer-database'; unknown: string[] }
  | { kind: 'edited'; names: string[] };

/** The checksum of a migration's source; line endings are normalised so a Windows checkout agrees. */
export function migrationChecksum(source: string): string {
  return createHash('sha256').update(source.replace(/\r\n/g, '\n')).digest('hex');
}

export function planUpgrade(
  shipped: readonly ShippedMigration[],
  applied: readonly AppliedMigration[],
): UpgradePlan {
  const shippedByName = new Map(shipped.map((migration) => [migration.name, migration]));
  const unknown = applied.filter((migration) => !shippedByName.has(migration.name)).map((m) => m.name);
  if (unknown.length > 0) return { kind: 'newer-database', unknown };
  const edited = applied
    .filter((migration) => migration.checksum !== undefined)
    .filter((migration) => shippedByName.get(migration.name)?.checksum !== migration.checksum)
    .map((migration) => migration.name);
  if (edited.length > 0) return { kind: 'edited', names: edited };
  const appliedNames = new Set(applied.map((migration) => migration.name));
  return {
    kind: 'proceed',
    pending: shipped
      .map((migration) => migration.name)
      .filter((name) => !appliedNames.has(name))
      .sort(),
    adopt: applied
      .filter((migration) => migration.checksum === undefined)
      .map((migration) => shippedByName.get(migration.name) as ShippedMigration),
  };
}

/** Why the start was refused, in words an operator can act on. */
export class StartRefused extends Error {
  override name = 'StartRefused';
}

export function refusal(plan: Exclude<UpgradePlan, { kind: 'proceed' }>): StartRefused {
  if (plan.kind === 'newer-database') {
    return new StartRefused(
      `The database was written by a newer Tideline release: it has run migration(s) ${plan.unknown.join(', ')}, ` +
        'which this release does not know. Start the newer release, or restore a backup made before the upgrade ' +
        '(PGlite keeps one per upgrade in DATA_DIR/backups). Nothing was changed.',
    );
  }
  return new StartRefused(
    `Migration(s) ${plan.names.join(', ')} changed after they ran on this database. Shipped migrations are ` +
      'append-only: put the change in a new migration file and restore the shipped one. Nothing was changed.',
  );
}
