import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteFromTemplate, saveTemplate, templateKey } from './pglite-template.ts';

// Keys of this file's own, so the suite never touches the dump real test servers use.
const folder = mkdtempSync(path.join(os.tmpdir(), 'tpl-migrations-'));
const dumpOf = (key: string) => path.join(os.tmpdir(), `tideline-pglite-template-${key}.tar`);
const usedKeys: string[] = [];

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  for (const key of usedKeys) rmSync(dumpOf(key), { force: true });
});

describe('the migrated PGlite template', () => {
  it('names the dump after the migration sources, so an edited migration never reuses it', () => {
    writeFileSync(path.join(folder, '0001_a.ts'), 'create table a');
    const before = templateKey(folder);
    expect(templateKey(folder)).toBe(before);
    writeFileSync(path.join(folder, '0001_a.ts'), 'create table a (id int)');
    expect(templateKey(folder)).not.toBe(before);
    writeFileSync(path.join(folder, '0002_b.ts'), 'create table b');
    expect(templateKey(folder)).not.toBe(before);
  });

  it('has nothing to load before a dump is saved, then starts a database holding what was saved', async () => {
    const key = `test-${process.pid}-saved`;
    usedKeys.push(key);
    expect(await pgliteFromTemplate(key)).toBeUndefined();

    const original = new PGlite();
    await original.exec("create table kept (note text); insert into kept values ('from the template')");
    await saveTemplate(key, original);
    await original.close();

    const copy = await pgliteFromTemplate(key);
    expect(copy).toBeDefined();
    const rows = await copy?.query<{ note: string }>('select note from kept');
    expect(rows?.rows).toEqual([{ note: 'from the template' }]);
    await copy?.close();
  }, 120_000);

  it('deletes a dump that does not load, so the next database rebuilds it', async () => {
    const key = `test-${process.pid}-broken`;
    usedKeys.push(key);
    writeFileSync(dumpOf(key), 'not a tar archive of a data directory');
    expect(await pgliteFromTemplate(key)).toBeUndefined();
    expect(existsSync(dumpOf(key))).toBe(false);
  });
});
