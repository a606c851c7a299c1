import { type BrowserContext, expect, type Page } from '@playwright/test';
import { mnemonicToAccount } from 'viem/accounts';

/** The wallet's pages wait for the chain (a block every 2 s) and the gateway: generous on 2 cores. */
export const LOADED = { timeout: 60_000 };
export const PASSPHRASE = 'Tidepool passphrase 27';

/**
 * Every request the browser context makes, URL and body, so a test can show that no secret went
 * out on the wire.
 */
export function recordRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    seen.push(`${request.method()} ${request.url()}\n${request.postData() ?? ''}`);
  });
  return seen;
}

/** Creates a wallet through the set-up: reads the words shown once, picks them back, seals it. */
export async function createWallet(page: Page): Promise<string> {
  await page.goto('/web3');
  await page.getByRole('button', { name: 'Create a new wallet' }).click();
  const shown = page.getByTestId('web3-mnemonic');
  await expect(shown.locator('[data-word]')).toHaveCount(12);
  const words = await shown.locator('[data-word]').allInnerTexts();
  await page.getByRole('button', { name: 'I have written them down' }).click();
  const questions = page.locator('fieldset.web3-choices');
  await expect(questions).toHaveCount(3);
  for (const question of await questions.all()) {
    const legend = ((await question.locator('legend').textContent()) ?? '').trim();
    const position = Number(legend.replace(/\D/g, ''));
    await question.getByRole('radio', { name: words[position - 1], exact: true }).check();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
  await page.getByLabel('Repeat the passphrase').fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Encrypt and save' }).click();
  await expect(page.getByTestId('web3-bar')).toBeVisible(LOADED);
  return words.join(' ');
}

/** The private key of the wallet's first account, as the secret that must never leave the browser. */
export function firstPrivateKey(mnemonic: string): string {
  const key = mnemonicToAccount(mnemonic).getHdKey().privateKey;
  if (!key) throw new Error('no private key');
  return Buffer.from(key).toString('hex');
}

/** Every secret form: the phrase, any three words of it in a row, the key in hex (any case). */
export function secretsOf(mnemonic: string): string[] {
  const words = mnemonic.split(' ');
  const runs = words.slice(0, -2).map((_, index) => words.slice(index, index + 3).join(' '));
  const key = firstPrivateKey(mnemonic);
  return [mnemonic, ...runs, ...runs.map((run) => encodeURIComponent(run)), key, key.toUpperCase()];
}

/** What the page keeps in localStorage and IndexedDB, as one text. */
export async function storedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store, 'readonly').objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        parts.push(JSON.stringify(rows));
      }
      db.close();
    }
    return parts.join('\n');
  });
}
