import type { SecretBox } from './secret-box.ts';

/**
 * The secret box that seals what a database stores, found from the database handle. The key
 * belongs with the database it protects (each test gateway has its own database and key), and
 * every place that proves an authenticator code already holds the handle, so no call chain has
 * to carry the box as well. The server attaches it when it opens the database.
 */
const boxes = new WeakMap<object, SecretBox>();

export function attachSecretBox(db: object, box: SecretBox): void {
  boxes.set(db, box);
}

export function secretBoxOf(db: object): SecretBox {
  const box = boxes.get(db);
  if (!box) throw new Error('this database handle has no secret box: open it through the server');
  return box;
}
