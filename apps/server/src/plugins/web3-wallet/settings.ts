import path from 'node:path';
import { WEB3_DEFAULT_CONFIRMATIONS } from '@tideline/protocol/web3-wallet/tokens';

export interface Web3Settings {
  /** Where the chain keeps its state and keys; undefined keeps the chain in memory. */
  readonly chainDir: string | undefined;
  /** WEB3_CONFIRMATIONS: a deposit is credited once its block has this many confirmations. */
  readonly confirmations: number;
  /** WEB3_BLOCK_MS: an empty block is mined this often while the chain runs (0: never). */
  readonly blockMs: number;
  /** WEB3_WATCH_MS: how often the deposit watcher reads new blocks (0: only when asked). */
  readonly watchMs: number;
  /** WEB3_KEEPER_MS: how often the pools are traded back to the market price (0: only when asked). */
  readonly keeperMs: number;
  /** WEB3_CHAIN_START: `lazy` (default) starts the chain at the first web3 call, `boot` at start. */
  readonly startAtBoot: boolean;
}

function whole(value: string | undefined, fallback: number, min: number): number {
  const parsed = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(parsed) || parsed < min)
    throw new Error(`web3 setting ${value} must be an integer >= ${min}`);
  return parsed;
}

export function web3Settings(dataDir: string, env: NodeJS.ProcessEnv = process.env): Web3Settings {
  return {
    chainDir: dataDir === ':memory:' ? undefined : path.join(dataDir, 'web3-chain'),
    confirmations: whole(env.WEB3_CONFIRMATIONS, WEB3_DEFAULT_CONFIRMATIONS, 1),
    blockMs: whole(env.WEB3_BLOCK_MS, 2000, 0),
    watchMs: whole(env.WEB3_WATCH_MS, 1000, 0),
    keeperMs: whole(env.WEB3_KEEPER_MS, 15_000, 0),
    startAtBoot: env.WEB3_CHAIN_START === 'boot',
  };
}
