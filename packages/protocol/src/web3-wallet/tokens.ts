/** The local chain's tokens (docs/protocol-web3-wallet.md), each standing for an exchange asset. */
export const WEB3_TOKENS = ['USDT', 'WBTC', 'WETH', 'LINK', 'UNI'] as const;
export type Web3Token = (typeof WEB3_TOKENS)[number];

/** Deposits count as credited once their block has this many confirmations (itself included). */
export const WEB3_DEFAULT_CONFIRMATIONS = 3;

export const WEB3_WITHDRAWAL_STATES = ['debited', 'signed', 'sent', 'refunded'] as const;
export type Web3WithdrawalState = (typeof WEB3_WITHDRAWAL_STATES)[number];

/** Ether the local chain's faucet gives a wallet address for gas, once per address. */
export const WEB3_GAS_DRIP_ETH = '0.05';
/** How many wallet addresses of one user the faucet serves. */
export const WEB3_GAS_DRIPS_PER_USER = 5;

/**
 * The JSON-RPC methods the browser wallet may send to the chain through `POST /web3/rpc`: reads a
 * wallet needs and the sending of a transaction it signed itself. Nothing that signs with a key the
 * chain holds (`eth_sendTransaction`, `eth_sign`), lists or unlocks its accounts, or steers the chain
 * (`evm_*`, `debug_*`, `miner_*`) is in it.
 */
export const WEB3_RPC_METHODS = [
  'eth_chainId',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_getCode',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBlockByNumber',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_sendRawTransaction',
] as const;
export type Web3RpcMethod = (typeof WEB3_RPC_METHODS)[number];
