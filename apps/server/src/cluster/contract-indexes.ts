import type { FuturesCommandResult } from './futures-symbol-engine.ts';

/**
 * Each contract's latest index as the futures result stream tells it: the `prices` event of every
 * mark-feed command an engine applied. The product server beside `npm run cluster` feeds it to its
 * own futures venues (demo sessions and copy trading still trade there), so they follow the index
 * the page's contracts follow. Pure.
 */
export class ContractIndexes {
  private readonly latest = new Map<string, string>();

  /** Each contract's latest index, as plain JSON (futures-projection.ts). */
  toCheckpoint(): Array<[symbol: string, indexPrice: string]> {
    return [...this.latest];
  }

  static fromCheckpoint(checkpoint: ReadonlyArray<[symbol: string, indexPrice: string]>): ContractIndexes {
    const restored = new ContractIndexes();
    for (const [symbol, indexPrice] of checkpoint) restored.latest.set(symbol, indexPrice);
    return restored;
  }

  apply(result: FuturesCommandResult): void {
    for (const event of result.events) {
      if (event.type === 'prices') this.latest.set(event.symbol, event.indexPrice);
    }
  }

  /** The contract's index as a price text at its precision; undefined before its first mark command. */
  indexOf(symbol: string): string | undefined {
    return this.latest.get(symbol);
  }
}
