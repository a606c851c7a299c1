import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Address, getAddress, type Hash, maxUint256, parseUnits } from 'viem';
import { findSymbol } from '../../../markets/symbols.ts';
import { FACTORY, ROUTER, TOKEN, WETH } from './contracts.ts';
import type { LocalChain } from './local-chain.ts';

/** A token of the local chain and the exchange asset it stands for (priced by the spot market). */
export interface TokenSpec {
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  /** The exchange asset: deposits credit it, withdrawals debit it. */
  readonly asset: string;
}

/**
 * The chain's tokens. WETH is Uniswap's published WETH9 (ether wrapped 1:1); the others are
 * TidelineToken with the decimals their mainnet namesakes have. Each has a pool against USDT.
 */
export const TOKENS: readonly TokenSpec[] = [
  { symbol: 'USDT', name: 'Tether USD', decimals: 6, asset: 'USDT' },
  { symbol: 'WBTC', name: 'Wrapped BTC', decimals: 8, asset: 'BTC' },
  { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, asset: 'ETH' },
  { symbol: 'LINK', name: 'ChainLink Token', decimals: 18, asset: 'LINK' },
  { symbol: 'UNI', name: 'Uniswap', decimals: 18, asset: 'UNI' },
];

/** A token of the chain by its symbol. */
export function tokenSpec(symbol: string): TokenSpec {
  const spec = TOKENS.find((token) => token.symbol === symbol);
  if (spec === undefined) throw new Error(`no web3 token ${symbol}`);
  return spec;
}

/** The quote token of every pool. */
export const QUOTE_TOKEN = 'USDT';
/** Each pool's depth on its USDT side at genesis, priced at the market's listing price. */
export const POOL_USDT_DEPTH = '5000000';
/** What the hot wallet mints of each token for withdrawals, in USDT worth. */
const HOT_WALLET_INVENTORY_USDT = '20000000';

export interface Deployment {
  readonly chainId: number;
  readonly hotWallet: Address;
  readonly factory: Address;
  readonly router: Address;
  readonly tokens: Readonly<Record<string, Address>>;
  readonly pairs: Readonly<Record<string, Address>>;
  /** The block the deployment ended in: deposits are scanned from the next one. */
  readonly block: string;
}

const DEPLOYMENT_FILE = 'deployment.json';
/** Gas for adding a pool's first liquidity (it uses about 4,200,000, most of it creating the pair). */
const LIQUIDITY_GAS = 6_000_000n;

/** The listing price of an asset in USDT (1 for USDT), as a decimal string with at most 8 decimals. */
export function listingPriceUsdt(asset: string): string {
  if (asset === QUOTE_TOKEN) return '1';
  const spec = findSymbol(`${asset}USDT`);
  if (spec === undefined) throw new Error(`no ${asset}USDT market to price the ${asset} pool`);
  return (spec.startPriceTicks / 10 ** spec.pricePlace).toFixed(spec.pricePlace);
}

/** `usdt / price` of a token, in its smallest units. */
function worthOf(usdt: string, token: TokenSpec): bigint {
  const price = parseUnits(listingPriceUsdt(token.asset), 18);
  return (parseUnits(usdt, 18) * 10n ** BigInt(token.decimals)) / price;
}

/**
 * The deployment the chain's state holds: read from `<dir>/deployment.json` when the chain was
 * deployed before (and its factory still has code, so the file and the state agree), else deployed
 * now: tokens, WETH9, the Uniswap v2 factory and router, a pool per token against USDT with
 * liquidity at the market's listing price, and the hot wallet's inventory.
 */
export async function ensureDeployment(chain: LocalChain): Promise<Deployment> {
  const file = chain.dir === undefined ? undefined : path.join(chain.dir, DEPLOYMENT_FILE);
  if (file !== undefined && existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Deployment;
    const code = await chain.publicClient.getCode({ address: saved.factory });
    if (code !== undefined && code !== '0x') return saved;
  }
  const deployment = await deploy(chain);
  if (file !== undefined) writeFileSync(file, `${JSON.stringify(deployment, null, 1)}\n`);
  return deployment;
}

async function deploy(chain: LocalChain): Promise<Deployment> {
  const { hotWallet, publicClient } = chain;
  const owner = hotWallet.account.address;
  const mined = async (hash: Hash) => {
    // Mining is eager: the block holding the transaction exists once sending it answered.
    const receipt = await publicClient.getTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`deployment transaction ${hash} reverted`);
    return receipt;
  };
  const deployed = async (hash: Hash) => {
    const address = (await mined(hash)).contractAddress;
    if (!address) throw new Error(`transaction ${hash} created no contract`);
    return getAddress(address);
  };

  const weth = await deployed(await hotWallet.deployContract({ abi: WETH.abi, bytecode: WETH.bytecode }));
  const tokens: Record<string, Address> = {};
  for (const token of TOKENS) {
    if (token.symbol === 'WETH') {
      tokens.WETH = weth;
      continue;
    }
    tokens[token.symbol] = await deployed(
      await hotWallet.deployContract({
        abi: TOKEN.abi,
        bytecode: TOKEN.bytecode,
        args: [token.name, token.symbol, token.decimals],
      }),
    );
  }
  const factory = await deployed(
    await hotWallet.deployContract({ abi: FACTORY.abi, bytecode: FACTORY.bytecode, args: [owner] }),
  );
  const router = await deployed(
    await hotWallet.deployContract({ abi: ROUTER.abi, bytecode: ROUTER.bytecode, args: [factory, weth] }),
  );

  for (const token of TOKENS) {
    const pool = token.symbol === QUOTE_TOKEN ? 0n : worthOf(POOL_USDT_DEPTH, token);
    const inventory = worthOf(HOT_WALLET_INVENTORY_USDT, token);
    const needed = inventory + pool + (token.symbol === QUOTE_TOKEN ? poolsUsdt() : 0n);
    if (token.symbol === 'WETH')
      await mined(
        await hotWallet.writeContract({
          address: weth,
          abi: WETH.abi,
          functionName: 'deposit',
          value: needed,
        }),
      );
    else
      await mined(
        await hotWallet.writeContract({
          address: tokens[token.symbol]!,
          abi: TOKEN.abi,
          functionName: 'mint',
          args: [owner, needed],
        }),
      );
    await mined(
      await hotWallet.writeContract({
        address: tokens[token.symbol]!,
        abi: TOKEN.abi,
        functionName: 'approve',
        args: [router, maxUint256],
      }),
    );
  }

  const pairs: Record<string, Address> = {};
  const usdtPerPool = parseUnits(POOL_USDT_DEPTH, 6);
  for (const token of TOKENS) {
    if (token.symbol === QUOTE_TOKEN) continue;
    await mined(
      await hotWallet.writeContract({
        address: router,
        abi: ROUTER.abi,
        functionName: 'addLiquidity',
        // Set, not estimated: ganache estimates a pair's time-dependent branch at the previous
        // block's timestamp, which can fall short (README, "Gas estimates").
        gas: LIQUIDITY_GAS,
        args: [
          tokens[token.symbol]!,
          tokens.USDT!,
          worthOf(POOL_USDT_DEPTH, token),
          usdtPerPool,
          0n,
          0n,
          owner,
          maxUint256,
        ],
      }),
    );
    pairs[token.symbol] = getAddress(
      (await publicClient.readContract({
        address: factory,
        abi: FACTORY.abi,
        functionName: 'getPair',
        args: [tokens[token.symbol]!, tokens.USDT!],
      })) as Address,
    );
  }
  const block = await publicClient.getBlockNumber();
  return {
    chainId: publicClient.chain.id,
    hotWallet: owner,
    factory,
    router,
    tokens,
    pairs,
    block: block.toString(),
  };
}

/** The USDT the pools take at genesis, in its smallest units. */
function poolsUsdt(): bigint {
  return parseUnits(POOL_USDT_DEPTH, 6) * BigInt(TOKENS.length - 1);
}
