// ClientKeyStore on IndexedDB: CryptoKey objects are structured-cloneable, so the private key is
// stored as a non-extractable key whose bytes script can never read (design §3).
import type { ClientKeyPair, ClientKeyStore } from './client-key.ts';

const DB_NAME = 'tideline-keys';
const STORE = 'keys';
const CURRENT = 'current';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

export function createIndexedDbKeyStore(factory: IDBFactory): ClientKeyStore {
  let opening: Promise<IDBDatabase> | undefined;
  const open = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const r = factory.open(DB_NAME, 1);
      r.onupgradeneeded = () => r.result.createObjectStore(STORE);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    return opening;
  };
  const get = async (key: string) =>
    (await request((await open()).transaction(STORE, 'readonly').objectStore(STORE).get(key))) as
      | ClientKeyPair
      | undefined;
  const put = async (key: string, value: ClientKeyPair) => {
    await request((await open()).transaction(STORE, 'readwrite').objectStore(STORE).put(value, key));
  };
  return {
    loadCurrent: () => get(CURRENT),
    saveCurrent: (pair) => put(CURRENT, pair),
    loadForUser: (userId) => get(`user:${userId}`),
    saveForUser: (pair) => put(`user:${pair.userId}`, pair),
    async listPublicKeys() {
      const all = (await request(
        (await open()).transaction(STORE, 'readonly').objectStore(STORE).getAll(),
      )) as ClientKeyPair[];
      return [...new Set(all.map((p) => p.publicKey))];
    },
  };
}

/** In-memory store for tests and for browsers where IndexedDB is unavailable (private modes). */
export function createMemoryKeyStore(): ClientKeyStore {
  const map = new Map<string, ClientKeyPair>();
  return {
    loadCurrent: async () => map.get(CURRENT),
    saveCurrent: async (pair) => void map.set(CURRENT, pair),
    loadForUser: async (userId) => map.get(`user:${userId}`),
    saveForUser: async (pair) => void map.set(`user:${pair.userId}`, pair),
    listPublicKeys: async () => [...new Set([...map.values()].map((p) => p.publicKey))],
  };
}
