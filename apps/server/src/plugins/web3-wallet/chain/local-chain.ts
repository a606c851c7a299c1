import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EthereumProvider } from 'ganache';
import {
  type Account,
  type Chain,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type Hex,
  type PublicClient,
  parseEther,
  type Transport,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** Chain id of the local chain (Hardhat's and Anvil's development id, which wallets know). */
export const LOCAL_CHAIN_ID = 31337;
/** What the hot wallet holds in ether at the chain's genesis, for gas. */
const HOT_WALLET_GENESIS_ETHER = '1000000';

export const localChainDefinition: Chain = defineChain({
  id: LOCAL_CHAIN_ID,
  name: 'Tideline local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
});

export interface LocalChain {
  readonly provider: EthereumProvider;
  readonly publicClient: PublicClient<Transport, Chain>;
  /** The exchange's hot wallet: deploys the contracts, pays withdrawals, holds deposits. */
  readonly hotWallet: WalletClient<Transport, Chain, Account>;
  /** Where the chain keeps its state; undefined for a chain in memory. */
  readonly dir: string | undefined;
  /** Mines one empty block (confirmations for deposits advance block by block). */
  mine(): Promise<void>;
  close(): Promise<void>;
}

/** A secret kept beside the chain's state, made once (0600: only the gateway's user reads it). */
export function secretIn(dir: string | undefined, name: string): Hex {
  const made = () => `0x${randomBytes(32).toString('hex')}` as Hex;
  if (dir === undefined) return made();
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim() as Hex;
  const secret = made();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Starts the local EVM chain inside the gateway's process (ganache, docs in the plugin README):
 * state in `<dir>/state` (leveldb), so a restart keeps every balance and contract; the hot
 * wallet's key in `<dir>/hot-wallet.key`, funded with ether at genesis. Transactions are mined
 * at once, one block each.
 */
export async function openLocalChain(dir: string | undefined): Promise<LocalChain> {
  if (dir !== undefined) mkdirSync(path.join(dir, 'state'), { recursive: true });
  const hotKey = secretIn(dir, 'hot-wallet.key');
  // Loaded here, not at import: a gateway whose users never open the web3 wallet never loads it.
  const { default: ganache } = await import('ganache');
  const provider = ganache.provider({
    logging: { quiet: true },
    chain: { chainId: LOCAL_CHAIN_ID, hardfork: 'shanghai' },
    database: dir === undefined ? {} : { dbPath: path.join(dir, 'state') },
    wallet: {
      accounts: [{ secretKey: hotKey, balance: `0x${parseEther(HOT_WALLET_GENESIS_ETHER).toString(16)}` }],
    },
    miner: { instamine: 'eager' },
  });
  // The provider queues requests until its database is open: the first answer means it is ready.
  await provider.request({ method: 'eth_chainId', params: [] });
  // In process nothing is transient: viem's retries would only repeat the methods ganache lacks
  // (eth_fillTransaction, tried first on every send) with back-off, a second per transaction.
  const transport = custom(provider, { retryCount: 0 });
  // No cache of the block number: the deposit watcher must see every block as soon as it is mined.
  const publicClient = createPublicClient({
    chain: localChainDefinition,
    transport,
    pollingInterval: 50,
    cacheTime: 0,
  });
  const hotWallet = createWalletClient({
    chain: localChainDefinition,
    transport,
    account: privateKeyToAccount(hotKey),
  });
  return {
    provider,
    publicClient,
    hotWallet,
    dir,
    async mine() {
      await provider.request({ method: 'evm_mine', params: [] });
    },
    async close() {
      await provider.disconnect();
    },
  };
}
