import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueFromDirectory } from './localised-catalogue.ts';

const BASES = [
  'en',
  'ja',
  'ru',
  'es',
  'it',
  'fr',
  'de',
  'zh-CN',
  'zh-TC',
  'pt',
  'id',
  'pl',
  'vi',
  'uk',
  'uz',
  'ar',
  'ph',
  'nl',
  'th',
  'sv',
  'ko',
  'tr',
];

function folderOf(files: Readonly<Record<string, object>>): URL {
  const folder = mkdtempSync(join(tmpdir(), 'catalogue-'));
  for (const [locale, texts] of Object.entries(files))
    writeFileSync(join(folder, `${locale}.json`), JSON.stringify(texts));
  return pathToFileURL(`${folder}/`);
}

describe('a catalogue from its folder of language files', () => {
  const folders: URL[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true });
  });
  const languageFiles = Object.fromEntries(
    BASES.map((locale) => [locale, { hello: `${locale} hello`, bye: `${locale} bye` }]),
  );

  it('lays a regional file over its base language, so the file holds only its differences', () => {
    const folder = folderOf({ ...languageFiles, 'pt-PT': { hello: 'olá' } });
    folders.push(folder);
    const catalogue = catalogueFromDirectory<'hello' | 'bye'>(folder);
    expect(catalogue['pt-PT']).toEqual({ hello: 'olá', bye: 'pt bye' });
    expect(catalogue.pt).toEqual({ hello: 'pt hello', bye: 'pt bye' });
    expect(catalogue['es-AR']).toEqual(catalogue.es);
  });

  it('gives regional English the English file', () => {
    const folder = folderOf(languageFiles);
    folders.push(folder);
    const catalogue = catalogueFromDirectory<'hello' | 'bye'>(folder);
    for (const locale of ['asia', 'en-GB', 'en-CA', 'en-IN', 'en-PH', 'en-ZA'] as const)
      expect(catalogue[locale]).toBe(catalogue.en);
    expect(Object.keys(catalogue)).toHaveLength(31);
  });

  it('refuses a folder that lacks a language', () => {
    const { de: _german, ...withoutGerman } = languageFiles;
    const folder = folderOf(withoutGerman);
    folders.push(folder);
    expect(() => catalogueFromDirectory(folder)).toThrow(/de\.json is missing/);
  });
});
