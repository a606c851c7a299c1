import type { PartValue, SnapshotParts } from './snapshot-parts.ts';

/**
 * Stored snapshot parts in memory, applied as the database store applies them (one snapshot at a
 * time: a complete one replaces everything, null deletes a part): for tests and the engine bench.
 */
export class MemoryPartStore {
  readonly parts = new Map<string, string>();
  seq = 0;
  bytes = 0;

  write(seq: number, taken: SnapshotParts): void {
    if (taken.complete) this.parts.clear();
    this.bytes = 0;
    for (const [key, value] of taken.parts) {
      if (value === null) this.parts.delete(key);
      else {
        const text = JSON.stringify(value);
        this.bytes += text.length;
        this.parts.set(key, text);
      }
    }
    this.seq = seq;
  }

  /** The stored parts, parsed (as recovery reads them). */
  read(): Array<[string, PartValue]> {
    return [...this.parts].map(([key, text]) => [key, JSON.parse(text) as PartValue]);
  }
}
