import { describe, expect, it } from 'vitest';
import { migrationChecksum, planUpgrade, refusal } from './migration-guard.ts';

const shipped = [
  { name: '0001_accounts', checksum: 'a' },
  { name: '0010_markets', checksum: 'b' },
  { name: '0020_futures', checksum: 'c' },
];

describe('issue #19 upgrade plan', () => {
  it('a new database runs every shipped migration in order', () => {
    expect(planUpgrade(shipped, [])).toEqual({
      kind: 'proceed',
      pending: ['0001_accounts', '0010_markets', '0020_futures'],
      adopt: [],
    });
  });

  it('an older database runs only what it lacks and keeps what it ran', () => {
    const plan = planUpgrade(shipped, [
      { name: '0001_accounts', checksum: 'a' },
      { name: '0010_markets', checksum: 'b' },
    ]);
    expect(plan).toEqual({ kind: 'proceed', pending: ['0020_futures'], adopt: [] });
  });

  it('migrations run before checksums were kept are adopted with the shipped source', () => {
    const plan = planUpgrade(shipped, [
      { name: '0001_accounts', checksum: undefined },
      { name: '0010_markets', checksum: undefined },
    ]);
    expect(plan).toEqual({ kind: 'proceed', pending: ['0020_futures'], adopt: shipped.slice(0, 2) });
  });

  it('a shipped migration edited after it ran refuses the start and names it', () => {
    const plan = planUpgrade(shipped, [
      { name: '0001_accounts', checksum: 'a' },
      { name: '0010_markets', checksum: 'edited' },
    ]);
    expect(plan).toEqual({ kind: 'edited', names: ['0010_markets'] });
    if (plan.kind === 'proceed') return;
    expect(refusal(plan).message).toMatch(
      /0010_markets changed after they ran.*append-only.*Nothing was changed/,
    );
  });

  it('a database that ran a migration this release lacks is newer: refused before any edit check', () => {
    const plan = planUpgrade(shipped, [
      { name: '0001_accounts', checksum: 'edited' },
      { name: '0099_later', checksum: 'z' },
    ]);
    expect(plan).toEqual({ kind: 'newer-database', unknown: ['0099_later'] });
    if (plan.kind === 'proceed') return;
    expect(refusal(plan).message).toMatch(/newer Tideline release.*0099_later.*DATA_DIR\/backups/);
  });

  it('the checksum ignores Windows line endings but nothing else', () => {
    expect(migrationChecksum('a\r\nb\n')).toBe(migrationChecksum('a\nb\n'));
    expect(migrationChecksum('a\nb\n')).not.toBe(migrationChecksum('a\nb \n'));
    expect(migrationChecksum('')).toMatch(/^[0-9a-f]{64}$/);
  });
});
