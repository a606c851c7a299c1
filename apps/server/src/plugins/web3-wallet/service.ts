import {
  WEB3_GAS_DRIP_ETH,
  WEB3_GAS_DRIPS_PER_USER,
  type Web3Token,
} from '@tideline/protocol/web3-wallet/tokens';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  type Address,
  concat,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  type Hash,
  type Hex,
  isAddressEqual,
  keccak256,
  maxUint256,
  parseEventLogs,
  parseUnits,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { findSymbol } from '../../markets/symbols.ts';
import { fromUnits } from '../../platform/ledger/book-units.ts';
import { move } from '../../platform/ledger/product-book.ts';
import type { Trader } from '../../platform/trading-account.ts';
import { amountsOut, minimumReceived, priceImpactBps, rebalanceTrade } from './amm.ts';
import { CHAIN, userAccount, web3Book } from './book.ts';
import type { ChainContext, ChainRuntime } from './chain/chain-runtime.ts';
import { PAIR, ROUTER } from './chain/contracts.ts';
import { QUOTE_TOKEN, TOKENS, tokenSpec } from './chain/deployment.ts';
import { secretIn } from './chain/local-chain.ts';
import { Web3Code } from './codes.ts';
import { Web3Error } from './errors.ts';
import { MoneyQueue } from './money-queue.ts';
import type { Web3Settings } from './settings.ts';
import { returnToSpot } from './spot-return.ts';
import { tokenToBookUnits } from './units.ts';
import { Web3Withdrawals } from './withdrawals.ts';

/** The default slippage of a quote: 0.5%. */
export const DEFAULT_SLIPPAGE_BPS = 50;
/** The keeper trades a pool back once its price is this far from the market's. */
const POOL_TOLERANCE_BPS = 50n;
/** Gas of a keeper's swap; set, not estimated (README, "Gas estimates"). */
const KEEPER_GAS = 400_000n;

interface SwapRow {
  tx_hash: string;
  user_id: number;
  address: string;
  token_in: Web3Token;
  token_out: Web3Token;
  amount_in: string;
  amount_out: string;
  status: 'confirmed' | 'failed';
  block: number | string;
  recorded_at: number | string;
}

/** A wire amount of whole tokens as the token's units; null past its decimals, or not above zero. */
function parseTokenAmount(text: string, decimals: number): bigint | null {
  const fraction = text.split('.')[1] ?? '';
  if (fraction.length > decimals) return null;
  const units = parseUnits(text, decimals);
  return units > 0n ? units : null;
}

/**
 * The web3 wallet's exchange side (docs/protocol-web3-wallet.md): reads of the chain, swap
 * records, deposit addresses and the watcher that credits them, the pool keeper and the gas
 * faucet; withdrawals are `withdrawals.ts`. Every move of a user's money is a transfer of the
 * ledger's port (spot <-> web3) plus postings of the web3 book that sum to zero; money work runs
 * one job at a time (`MoneyQueue`), shared with the withdrawals.
 */
export class Web3Service {
  private readonly queue = new MoneyQueue();
  readonly withdrawals: Web3Withdrawals;
  private depositSeed: Hex | undefined;

  constructor(
    private readonly app: FastifyInstance,
    readonly runtime: ChainRuntime,
    private readonly settings: Web3Settings,
  ) {
    this.withdrawals = new Web3Withdrawals(app, runtime, this.queue);
  }

  private now(): number {
    return this.app.clock.nowMs();
  }

  liveOnly(trader: Trader): number {
    if (trader.venue !== 'live') throw new Web3Error(Web3Code.liveOnly);
    return trader.userId;
  }

  /** The spot market's last price of an asset in USDT, as the valuations show it. */
  priceUsdt(asset: string): string {
    if (asset === QUOTE_TOKEN) return '1';
    const spec = findSymbol(`${asset}USDT`);
    if (spec === undefined) return '0';
    const ticks = this.app.markets.lastPriceOf(spec.symbol) ?? spec.startPriceTicks;
    return formatUnits(BigInt(ticks), spec.pricePlace);
  }

  // ---- reads ----

  async tokens() {
    const { deployment } = await this.runtime.ready();
    return {
      chainId: deployment.chainId,
      router: deployment.router,
      factory: deployment.factory,
      confirmations: this.settings.confirmations,
      tokens: TOKENS.map((token) => ({
        symbol: token.symbol as Web3Token,
        name: token.name,
        address: deployment.tokens[token.symbol]!,
        decimals: token.decimals,
        asset: token.asset,
        priceUsdt: this.priceUsdt(token.asset),
      })),
    };
  }

  async balances(address: Address) {
    const { chain, deployment } = await this.runtime.ready();
    const blockNumber = await chain.publicClient.getBlockNumber();
    const [eth, ...held] = await Promise.all([
      chain.publicClient.getBalance({ address, blockNumber }),
      ...TOKENS.map((token) =>
        chain.publicClient.readContract({
          address: deployment.tokens[token.symbol]!,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
          blockNumber,
        }),
      ),
    ]);
    return {
      address: getAddress(address),
      block: blockNumber.toString(),
      eth: formatUnits(eth!, 18),
      tokens: TOKENS.map((token, index) => {
        const balance = held[index]!;
        const price = parseUnits(this.priceUsdt(token.asset), 8);
        return {
          symbol: token.symbol as Web3Token,
          balance: formatUnits(balance, token.decimals),
          valueUsdt: formatUnits(balance * price, token.decimals + 8),
        };
      }),
    };
  }

  /** The pools a swap passes through: direct against USDT, else through USDT. */
  private route(tokenIn: Web3Token, tokenOut: Web3Token): Web3Token[] {
    if (tokenIn === QUOTE_TOKEN || tokenOut === QUOTE_TOKEN) return [tokenIn, tokenOut];
    return [tokenIn, QUOTE_TOKEN, tokenOut];
  }

  private async reservesOf(context: ChainContext, from: Web3Token, to: Web3Token): Promise<[bigint, bigint]> {
    const { chain, deployment } = context;
    const pool = deployment.pairs[from === QUOTE_TOKEN ? to : from]!;
    const [reserve0, reserve1] = (await chain.publicClient.readContract({
      address: pool,
      abi: PAIR.abi,
      functionName: 'getReserves',
    })) as readonly [bigint, bigint, number];
    const fromAddress = deployment.tokens[from]!;
    const toAddress = deployment.tokens[to]!;
    // Uniswap sorts a pair's tokens by address: token0 is the lower.
    return BigInt(fromAddress) < BigInt(toAddress) ? [reserve0, reserve1] : [reserve1, reserve0];
  }

  async quote(query: { tokenIn: Web3Token; tokenOut: Web3Token; amountIn: string; slippageBps?: number }) {
    if (query.tokenIn === query.tokenOut) throw new Web3Error(Web3Code.sameToken);
    const inSpec = tokenSpec(query.tokenIn);
    const outSpec = tokenSpec(query.tokenOut);
    const amountIn = parseTokenAmount(query.amountIn, inSpec.decimals);
    if (amountIn === null) throw new Web3Error(Web3Code.invalidAmount);
    const context = await this.runtime.ready();
    const route = this.route(query.tokenIn, query.tokenOut);
    const reserves = await Promise.all(
      route.slice(1).map((to, index) => this.reservesOf(context, route[index]!, to)),
    );
    const amounts = amountsOut(amountIn, reserves);
    const out = amounts.at(-1)!;
    if (out <= 0n) throw new Web3Error(Web3Code.insufficientLiquidity);
    const slippageBps = query.slippageBps ?? DEFAULT_SLIPPAGE_BPS;
    return {
      tokenIn: query.tokenIn,
      tokenOut: query.tokenOut,
      amountIn: formatUnits(amountIn, inSpec.decimals),
      amountOut: formatUnits(out, outSpec.decimals),
      minimumReceived: formatUnits(minimumReceived(out, BigInt(slippageBps)), outSpec.decimals),
      priceImpactBps: Number(priceImpactBps(amountIn, out, reserves)),
      slippageBps,
      route,
      path: route.map((symbol) => context.deployment.tokens[symbol]!),
      router: context.deployment.router,
    };
  }

  // ---- swaps ----

  private swapWire(row: SwapRow) {
    return {
      txHash: row.tx_hash as Hash,
      address: row.address,
      tokenIn: row.token_in,
      tokenOut: row.token_out,
      amountIn: row.amount_in,
      amountOut: row.amount_out,
      status: row.status,
      block: String(row.block),
      recordedAt: Number(row.recorded_at),
    };
  }

  private async swapRow(hash: string): Promise<SwapRow | undefined> {
    const found = await sql<SwapRow>`
      select tx_hash, user_id, address, token_in, token_out, amount_in::text as amount_in,
             amount_out::text as amount_out, status, block, recorded_at
      from web3_swaps where tx_hash = ${hash}`.execute(this.app.db);
    return found.rows[0];
  }

  /**
   * Records a swap the user's browser signed and sent: read back from the chain (the router's
   * call and the receipt's Transfer logs), never from what the request claims. A hash is one
   * user's: recording it again answers the same record; another user is refused.
   */
  async recordSwap(userId: number, hash: Hash) {
    const normalised = hash.toLowerCase();
    const known = await this.swapRow(normalised);
    if (known !== undefined) {
      if (known.user_id !== userId) throw new Web3Error(Web3Code.swapRecordedByOther);
      return this.swapWire(known);
    }
    const { chain, deployment } = await this.runtime.ready();
    const found = await Promise.all([
      chain.publicClient.getTransaction({ hash }),
      chain.publicClient.getTransactionReceipt({ hash }),
    ]).catch(() => undefined);
    if (found === undefined) throw new Web3Error(Web3Code.swapNotFound);
    const [transaction, receipt] = found;
    if (transaction.to === null || !isAddressEqual(transaction.to, deployment.router))
      throw new Web3Error(Web3Code.notASwap);
    let call: ReturnType<typeof decodeFunctionData<typeof ROUTER.abi>>;
    try {
      call = decodeFunctionData({ abi: ROUTER.abi, data: transaction.input });
    } catch {
      throw new Web3Error(Web3Code.notASwap);
    }
    if (call.functionName !== 'swapExactTokensForTokens' && call.functionName !== 'swapTokensForExactTokens')
      throw new Web3Error(Web3Code.notASwap);
    const [, , path, recipient] = call.args as unknown as [bigint, bigint, Address[], Address];
    const symbolOf = (address: Address) =>
      TOKENS.find((token) => isAddressEqual(deployment.tokens[token.symbol]!, address));
    const first = symbolOf(path[0]!);
    const last = symbolOf(path.at(-1)!);
    if (first === undefined || last === undefined) throw new Web3Error(Web3Code.notASwap);
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs });
    const paid = transfers
      .filter(
        (log) => isAddressEqual(log.address, path[0]!) && isAddressEqual(log.args.from, transaction.from),
      )
      .reduce((sum, log) => sum + log.args.value, 0n);
    const received = transfers
      .filter((log) => isAddressEqual(log.address, path.at(-1)!) && isAddressEqual(log.args.to, recipient))
      .reduce((sum, log) => sum + log.args.value, 0n);
    await sql`
      insert into web3_swaps (tx_hash, user_id, address, token_in, token_out, amount_in, amount_out, status, block, recorded_at)
      values (${normalised}, ${userId}, ${getAddress(transaction.from)}, ${first.symbol}, ${last.symbol},
              ${formatUnits(paid, first.decimals)}::numeric, ${formatUnits(received, last.decimals)}::numeric,
              ${receipt.status === 'success' ? 'confirmed' : 'failed'}, ${receipt.blockNumber.toString()}, ${this.now()})
      on conflict (tx_hash) do nothing`.execute(this.app.db);
    const row = (await this.swapRow(normalised))!;
    if (row.user_id !== userId) throw new Web3Error(Web3Code.swapRecordedByOther);
    return this.swapWire(row);
  }

  async swaps(userId: number) {
    const found = await sql<SwapRow>`
      select tx_hash, user_id, address, token_in, token_out, amount_in::text as amount_in,
             amount_out::text as amount_out, status, block, recorded_at
      from web3_swaps where user_id = ${userId} order by recorded_at desc limit 200`.execute(this.app.db);
    return found.rows.map((row) => this.swapWire(row));
  }

  // ---- deposits ----

  /** A user's deposit address: derived from the gateway's deposit seed and the user id, kept once made. */
  async depositAddress(userId: number): Promise<Address> {
    const found = await sql<{ address: Address }>`
      select address from web3_deposit_addresses where user_id = ${userId}`.execute(this.app.db);
    if (found.rows[0] !== undefined) return found.rows[0].address;
    this.depositSeed ??= secretIn(this.settings.chainDir, 'deposit.seed');
    const key = keccak256(concat([this.depositSeed, toHex(userId, { size: 32 })]));
    const address = privateKeyToAccount(key).address;
    await sql`
      insert into web3_deposit_addresses (user_id, address) values (${userId}, ${address})
      on conflict (user_id) do nothing`.execute(this.app.db);
    return address;
  }

  async deposits(userId: number) {
    const found = await sql<{
      tx_hash: Hash;
      token: Web3Token;
      asset: string;
      amount: string;
      block: number | string;
      credited_at: number | string;
    }>`
      select tx_hash, token, asset, amount::text as amount, block, credited_at
      from web3_deposits where user_id = ${userId} order by credited_at desc, tx_hash limit 200`.execute(
      this.app.db,
    );
    return found.rows.map((row) => ({
      txHash: row.tx_hash,
      token: row.token,
      asset: row.asset,
      amount: row.amount,
      block: String(row.block),
      creditedAt: Number(row.credited_at),
    }));
  }

  /**
   * Reads the token transfers to deposit addresses in the blocks that now have the required
   * confirmations, and credits each once: the deposit row (keyed by transaction and log) and its
   * postings are one database transaction, so reading a block again, after a crash or a restart,
   * credits nothing twice. Answers how many deposits it credited.
   */
  scanDeposits(): Promise<number> {
    return this.queue.run(async () => {
      if (!this.runtime.started) return 0;
      const { chain, deployment } = await this.runtime.ready();
      const head = await chain.publicClient.getBlockNumber();
      const safe = head - BigInt(this.settings.confirmations - 1);
      const cursor = await sql<{ last_block: number | string }>`
        select last_block from web3_scan where id = 1`.execute(this.app.db);
      const from = BigInt(cursor.rows[0]?.last_block ?? deployment.block) + 1n;
      if (safe < from) return 0;
      const logs = await chain.publicClient.getLogs({
        address: TOKENS.map((token) => deployment.tokens[token.symbol]!),
        event: erc20Abi.find((item) => item.type === 'event' && item.name === 'Transfer')!,
        fromBlock: from,
        toBlock: safe,
      });
      const recipients = [...new Set(logs.map((log) => getAddress(log.args.to!)))];
      const owners = new Map<string, number>();
      if (recipients.length > 0) {
        const found = await sql<{ user_id: number; address: string }>`
          select user_id, address from web3_deposit_addresses
          where address in (${sql.join(recipients)})`.execute(this.app.db);
        for (const row of found.rows) owners.set(row.address, row.user_id);
      }
      let credited = 0;
      const creditedUsers = new Set<number>();
      for (const log of logs) {
        const to = getAddress(log.args.to!);
        const userId = owners.get(to);
        if (userId === undefined) continue;
        const token = TOKENS.find((spec) => isAddressEqual(deployment.tokens[spec.symbol]!, log.address))!;
        const units = tokenToBookUnits(log.args.value!, token.decimals);
        const entry = `deposit:${log.transactionHash}:${log.logIndex}`;
        const wrote = await this.app.db.transaction().execute(async (tx) => {
          const inserted = await sql`
            insert into web3_deposits (tx_hash, log_index, user_id, address, token, asset, amount, block, credited_at)
            values (${log.transactionHash}, ${log.logIndex}, ${userId}, ${to}, ${token.symbol}, ${token.asset},
                    ${fromUnits(units)}::numeric, ${log.blockNumber!.toString()}, ${this.now()})
            on conflict do nothing`.execute(tx);
          if (inserted.numAffectedRows === 0n) return false;
          if (units > 0n)
            await web3Book.post(tx, entry, move(CHAIN, userAccount(userId), token.asset, units), this.now());
          return true;
        });
        if (wrote) {
          credited += 1;
          creditedUsers.add(userId);
        }
      }
      await sql`
        insert into web3_scan (id, chain_id, last_block) values (1, ${deployment.chainId}, ${safe.toString()})
        on conflict (id) do update set last_block = excluded.last_block`.execute(this.app.db);
      for (const userId of creditedUsers) await returnToSpot(this.app, userId);
      return credited;
    });
  }

  // ---- pools ----

  /**
   * The pools' keeper, the chain's simulated arbitrageur: a pool whose price is more than
   * `POOL_TOLERANCE_BPS` from the spot market's last price is traded back to it by the hot wallet
   * (its own inventory, not users' money: no postings). Answers how many pools it traded.
   */
  keepPools(): Promise<number> {
    return this.queue.run(async () => {
      if (!this.runtime.started) return 0;
      const context = await this.runtime.ready();
      const { chain, deployment } = context;
      let traded = 0;
      for (const token of TOKENS) {
        if (token.symbol === QUOTE_TOKEN) continue;
        const symbol = token.symbol as Web3Token;
        const [reserveBase, reserveQuote] = await this.reservesOf(context, symbol, QUOTE_TOKEN);
        const price = parseUnits(this.priceUsdt(token.asset), 8);
        const quoteDecimals = tokenSpec(QUOTE_TOKEN).decimals;
        const trade = rebalanceTrade(
          reserveBase,
          reserveQuote,
          price * 10n ** BigInt(quoteDecimals),
          10n ** BigInt(8 + token.decimals),
          POOL_TOLERANCE_BPS,
        );
        if (trade === undefined) continue;
        const path =
          trade.pay === 'quote'
            ? [deployment.tokens[QUOTE_TOKEN]!, deployment.tokens[symbol]!]
            : [deployment.tokens[symbol]!, deployment.tokens[QUOTE_TOKEN]!];
        const hash = await chain.hotWallet.writeContract({
          address: deployment.router,
          abi: ROUTER.abi,
          functionName: 'swapExactTokensForTokens',
          args: [trade.amountIn, 0n, path, deployment.hotWallet, maxUint256],
          gas: KEEPER_GAS,
        });
        const receipt = await chain.publicClient.getTransactionReceipt({ hash });
        if (receipt.status === 'success') traded += 1;
        else this.app.log.warn({ token: symbol, hash }, 'web3 pool keeper trade reverted');
      }
      return traded;
    });
  }

  // ---- gas ----

  /**
   * The local chain's faucet: a self-custody wallet needs ether to pay gas, and this chain has no
   * other source of it. The hot wallet sends `WEB3_GAS_DRIP_ETH` once per address, for at most
   * `WEB3_GAS_DRIPS_PER_USER` addresses of a user; asking again for an address answers its drip.
   * Ether is the exchange's operating cost on its own chain, not a user's balance: no postings.
   */
  async dripGas(userId: number, address: Address) {
    const target = getAddress(address);
    const given = async () => {
      const found = await sql<{ address: Address; amount: string; tx_hash: Hash }>`
        select address, amount::text as amount, tx_hash from web3_gas_drips where address = ${target}`.execute(
        this.app.db,
      );
      const row = found.rows[0];
      return row && { address: row.address, amountEth: row.amount, txHash: row.tx_hash };
    };
    const before = await given();
    if (before !== undefined) return before;
    const context = await this.runtime.ready();
    if (isAddressEqual(target, context.deployment.hotWallet)) throw new Web3Error(Web3Code.hotWalletAddress);
    return this.queue.run(async () => {
      const again = await given();
      if (again !== undefined) return again;
      const count = await sql<{ count: string | number }>`
        select count(*) as count from web3_gas_drips where user_id = ${userId}`.execute(this.app.db);
      if (Number(count.rows[0]?.count ?? 0) >= WEB3_GAS_DRIPS_PER_USER)
        throw new Web3Error(Web3Code.gasDripsUsedUp);
      const hash = await context.chain.hotWallet.sendTransaction({
        to: target,
        value: parseUnits(WEB3_GAS_DRIP_ETH, 18),
        gas: 21_000n,
      });
      await sql`
        insert into web3_gas_drips (address, user_id, amount, tx_hash, created_at)
        values (${target}, ${userId}, ${WEB3_GAS_DRIP_ETH}::numeric, ${hash}, ${this.now()})`.execute(
        this.app.db,
      );
      return (await given())!;
    });
  }
}
