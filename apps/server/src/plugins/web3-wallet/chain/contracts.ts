import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

/**
 * The contracts the local chain runs: Uniswap v2 exactly as published on npm (@uniswap/v2-core and
 * @uniswap/v2-periphery build JSON; the router's pair-address hash matches the published pair's
 * init code) and our own ERC-20 (TidelineToken.sol, compiled by compile-token.mjs).
 */
interface Artifact {
  readonly abi: Abi;
  readonly bytecode: Hex;
}

const load = createRequire(import.meta.url);

function artifact(path: string): Artifact {
  const json = load(path) as { abi: Abi; bytecode: string };
  const bytecode = json.bytecode.startsWith('0x') ? json.bytecode : `0x${json.bytecode}`;
  return { abi: json.abi, bytecode: bytecode as Hex };
}

export const TOKEN = artifact('./token-artifact.json');
export const FACTORY = artifact('@uniswap/v2-core/build/UniswapV2Factory.json');
export const PAIR = artifact('@uniswap/v2-core/build/UniswapV2Pair.json');
export const ROUTER = artifact('@uniswap/v2-periphery/build/UniswapV2Router02.json');
export const WETH = artifact('@uniswap/v2-periphery/build/WETH9.json');
