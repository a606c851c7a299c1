import { sql } from 'kysely';
import { type Address, erc20Abi, maxUint256, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type RunningServer, startServer } from '../../../../test/support/backends.ts';
import { ApiClient } from '../../../../test/support/http-client.ts';
import { fundedTrader } from '../../../../test/support/spot-server.ts';
import { factorCode } from '../../../../test/support/step-up.ts';
import { amountOut } from '../amm.ts';
import { web3Book } from '../book.ts';
import type { ChainContext } from '../chain/chain-runtime.ts';
import { ROUTER } from '../chain/contracts.ts';
import { localChainDefinition } from '../chain/local-chain.ts';

// Issue #27: the gateway against the real local chain (ganache in process, the real Uniswap v2
// contracts): deployment, balances, a swap paying exactly the AMM formula, slippage protection,
// deposits credited once after the confirmations, withdrawals sent or refunded once, and hostile
// input refused with a localised 4xx that moves nothing. The book sums to zero throughout.

interface Quote {
  amountIn: string;
  amountOut: string;
  minimumReceived: string;
  priceImpactBps: number;
  route: string[];
  path: Address[];
  router: Address;
}
interface Withdrawal {
  id: string;
  state: string;
  amount: string;
  txHash: string | null;
}

for (const backend of backends)
  describe(`issue #27 web3 wallet on ${backend.name}`, () => {
    let server: RunningServer;
    let context: ChainContext;
    let alice: ApiClient;
    let aliceEmail: string;
    const wallet = privateKeyToAccount(generatePrivateKey());

    async function expectBookSound() {
      for (const total of (await web3Book.totals(server.app.db)).values()) expect(total).toBe('0');
    }
    async function spot(client: ApiClient, asset: string): Promise<string> {
      const answer = await client.get<{ balances: { asset: string; total: string }[] }>(
        '/v1/asset/spot/balances',
      );
      return answer.body.data.balances.find((row) => row.asset === asset)?.total ?? '0';
    }
    async function chainBalance(token: string, address: Address): Promise<bigint> {
      return context.chain.publicClient.readContract({
        address: context.deployment.tokens[token]!,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      });
    }
    /** The user's own wallet signs and sends, as the browser would. */
    async function fromWallet(
      to: Address,
      abi: typeof erc20Abi | typeof ROUTER.abi,
      functionName: string,
      args: unknown[],
    ) {
      const { chain } = context;
      const hash = await chain.hotWallet.writeContract({
        account: wallet,
        chain: localChainDefinition,
        address: to,
        abi: abi as typeof erc20Abi,
        functionName: functionName as 'transfer',
        args: args as [Address, bigint],
        gas: 400_000n,
      });
      return chain.publicClient.getTransactionReceipt({ hash });
    }
    async function hotTransfer(token: string, to: Address, amount: bigint) {
      const hash = await context.chain.hotWallet.writeContract({
        address: context.deployment.tokens[token]!,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
      });
      return context.chain.publicClient.getTransactionReceipt({ hash });
    }

    beforeAll(async () => {
      process.env.WEB3_BLOCK_MS = '0';
      process.env.WEB3_WATCH_MS = '0';
      process.env.WEB3_KEEPER_MS = '0';
      server = await startServer(backend);
      alice = new ApiClient(server.baseUrl);
      aliceEmail = (
        await fundedTrader(alice, [
          ['USDT', '10000'],
          ['LINK', '100'],
        ])
      ).email;
      context = await server.app.web3Wallet.runtime.ready();
      // The wallet gets ether for gas and USDT from the hot wallet, as a faucet would.
      await context.chain.hotWallet.sendTransaction({ to: wallet.address, value: parseUnits('10', 18) });
      await hotTransfer('USDT', wallet.address, parseUnits('50000', 6));
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      delete process.env.WEB3_BLOCK_MS;
      delete process.env.WEB3_WATCH_MS;
      delete process.env.WEB3_KEEPER_MS;
    });

    it('deploys the tokens, WETH9 and the Uniswap v2 factory, router and pools', async () => {
      const answer = await alice.get<{
        chainId: number;
        router: Address;
        tokens: { symbol: string; priceUsdt: string }[];
      }>('/v1/web3/tokens');
      expect(answer.body.data.chainId).toBe(31337);
      expect(answer.body.data.tokens.map((token) => token.symbol)).toEqual([
        'USDT',
        'WBTC',
        'WETH',
        'LINK',
        'UNI',
      ]);
      expect(answer.body.data.tokens[0]!.priceUsdt).toBe('1');
      for (const address of [
        context.deployment.router,
        context.deployment.factory,
        ...Object.values(context.deployment.pairs),
      ])
        expect((await context.chain.publicClient.getCode({ address }))?.length).toBeGreaterThan(100);
      // Every pool holds liquidity on both sides.
      for (const pair of Object.values(context.deployment.pairs)) {
        const [reserve0, reserve1] = (await context.chain.publicClient.readContract({
          address: pair,
          abi: [
            {
              type: 'function',
              name: 'getReserves',
              stateMutability: 'view',
              inputs: [],
              outputs: [{ type: 'uint112' }, { type: 'uint112' }, { type: 'uint32' }],
            },
          ],
          functionName: 'getReserves',
        })) as readonly [bigint, bigint, number];
        expect(reserve0 > 0n && reserve1 > 0n).toBe(true);
      }
    });

    it('reads balances of an address from the chain', async () => {
      const answer = await alice.get<{ eth: string; tokens: { symbol: string; balance: string }[] }>(
        `/v1/web3/balances?address=${wallet.address}`,
      );
      expect(answer.body.data.eth).toBe('10');
      expect(answer.body.data.tokens.find((token) => token.symbol === 'USDT')!.balance).toBe('50000');
      expect(answer.body.data.tokens.find((token) => token.symbol === 'WBTC')!.balance).toBe('0');
    });

    it('swaps USDT for WBTC paying exactly the quote, the AMM formula, and records it once', async () => {
      const quote = (
        await alice.get<Quote>('/v1/web3/swap/quote?tokenIn=USDT&tokenOut=WBTC&amountIn=1000&slippageBps=50')
      ).body.data;
      const [reserveUsdt, reserveWbtc] = await reservesOf('USDT', 'WBTC');
      const formula = amountOut(parseUnits('1000', 6), reserveUsdt, reserveWbtc);
      expect(parseUnits(quote.amountOut, 8)).toBe(formula);
      expect(quote.route).toEqual(['USDT', 'WBTC']);
      expect(parseUnits(quote.minimumReceived, 8)).toBe((formula * 9950n) / 10_000n);

      await fromWallet(context.deployment.tokens.USDT!, erc20Abi, 'approve', [
        context.deployment.router,
        maxUint256,
      ]);
      const receipt = await fromWallet(context.deployment.router, ROUTER.abi, 'swapExactTokensForTokens', [
        parseUnits('1000', 6),
        parseUnits(quote.minimumReceived, 8),
        quote.path,
        wallet.address,
        maxUint256,
      ]);
      expect(receipt.status).toBe('success');
      expect(await chainBalance('WBTC', wallet.address)).toBe(formula);

      const recorded = await alice.post<{ amountIn: string; amountOut: string; status: string }>(
        '/v1/web3/swap/sign',
        {
          txHash: receipt.transactionHash,
        },
      );
      expect(recorded.body.data).toMatchObject({
        amountIn: '1000',
        amountOut: quote.amountOut,
        status: 'confirmed',
      });
      const again = await alice.post('/v1/web3/swap/sign', { txHash: receipt.transactionHash });
      expect(again.body.data).toEqual(recorded.body.data);
      expect((await alice.get<unknown[]>('/v1/web3/swaps')).body.data).toHaveLength(1);

      // Another account cannot claim the same swap.
      const bob = new ApiClient(server.baseUrl);
      await fundedTrader(bob, []);
      const stolen = await bob.post('/v1/web3/swap/sign', { txHash: receipt.transactionHash });
      expect([stolen.status, Number(stolen.body.code)]).toEqual([409, 41010]);
    });

    async function reservesOf(tokenIn: string, tokenOut: string): Promise<[bigint, bigint]> {
      const pool = context.deployment.pairs[tokenIn === 'USDT' ? tokenOut : tokenIn]!;
      const [reserve0, reserve1] = (await context.chain.publicClient.readContract({
        address: pool,
        abi: [
          {
            type: 'function',
            name: 'getReserves',
            stateMutability: 'view',
            inputs: [],
            outputs: [{ type: 'uint112' }, { type: 'uint112' }, { type: 'uint32' }],
          },
        ],
        functionName: 'getReserves',
      })) as readonly [bigint, bigint, number];
      const inFirst =
        BigInt(context.deployment.tokens[tokenIn]!) < BigInt(context.deployment.tokens[tokenOut]!);
      return inFirst ? [reserve0, reserve1] : [reserve1, reserve0];
    }

    it('refuses on chain a swap whose price moved past the slippage limit', async () => {
      const quote = (
        await alice.get<Quote>('/v1/web3/swap/quote?tokenIn=USDT&tokenOut=WBTC&amountIn=1000&slippageBps=10')
      ).body.data;
      // Someone buys WBTC first: the price moves about 4%, past the 0.1% allowed.
      const moved = await context.chain.hotWallet.writeContract({
        address: context.deployment.router,
        abi: ROUTER.abi,
        functionName: 'swapExactTokensForTokens',
        args: [parseUnits('100000', 6), 0n, quote.path, context.deployment.hotWallet, maxUint256],
        gas: 400_000n,
      });
      expect((await context.chain.publicClient.getTransactionReceipt({ hash: moved })).status).toBe(
        'success',
      );
      const before = await chainBalance('WBTC', wallet.address);
      const usdtBefore = await chainBalance('USDT', wallet.address);
      const receipt = await fromWallet(context.deployment.router, ROUTER.abi, 'swapExactTokensForTokens', [
        parseUnits('1000', 6),
        parseUnits(quote.minimumReceived, 8),
        quote.path,
        wallet.address,
        maxUint256,
      ]);
      expect(receipt.status).toBe('reverted');
      expect(await chainBalance('WBTC', wallet.address)).toBe(before);
      expect(await chainBalance('USDT', wallet.address)).toBe(usdtBefore);
      const recorded = await alice.post<{ status: string; amountOut: string }>('/v1/web3/swap/sign', {
        txHash: receipt.transactionHash,
      });
      expect(recorded.body.data).toMatchObject({ status: 'failed', amountOut: '0' });
    });

    it('trades a pool the slippage test moved back to the spot market price', async () => {
      const service = server.app.web3Wallet;
      expect(await service.keepPools()).toBeGreaterThanOrEqual(1);
      const [reserveUsdt, reserveWbtc] = await reservesOf('USDT', 'WBTC');
      const poolPrice = Number(reserveUsdt) / 1e6 / (Number(reserveWbtc) / 1e8);
      expect(Math.abs(poolPrice / Number(service.priceUsdt('BTC')) - 1)).toBeLessThan(0.006);
    });

    it('credits a deposit once, only after the confirmations, however often the blocks are read', async () => {
      const { address } = (await alice.get<{ address: Address }>('/v1/web3/deposit/address')).body.data;
      expect((await alice.get<{ address: Address }>('/v1/web3/deposit/address')).body.data.address).toBe(
        address,
      );
      const before = await spot(alice, 'USDT');
      await fromWallet(context.deployment.tokens.USDT!, erc20Abi, 'transfer', [
        address,
        parseUnits('125.5', 6),
      ]);
      const service = server.app.web3Wallet;
      // The deposit's block is the head: one confirmation of the three.
      expect(await service.scanDeposits()).toBe(0);
      await context.chain.mine();
      expect(await service.scanDeposits()).toBe(0);
      await context.chain.mine();
      expect(await service.scanDeposits()).toBe(1);
      expect(Number(await spot(alice, 'USDT'))).toBe(Number(before) + 125.5);
      // A restart (or a re-org) that reads the same blocks again credits nothing.
      await sql`update web3_scan set last_block = 0`.execute(server.app.db);
      expect(await service.scanDeposits()).toBe(0);
      expect(Number(await spot(alice, 'USDT'))).toBe(Number(before) + 125.5);
      const deposits = (await alice.get<{ amount: string; token: string }[]>('/v1/web3/deposits')).body.data;
      expect(deposits).toEqual([expect.objectContaining({ amount: '125.5', token: 'USDT' })]);
      await expectBookSound();
    });

    it('withdraws to an address: spot debited, the hot wallet pays on chain', async () => {
      const before = Number(await spot(alice, 'USDT'));
      const onChain = await chainBalance('USDT', wallet.address);
      const sent = await alice.post<Withdrawal>('/v1/web3/withdraw', {
        token: 'USDT',
        amount: '250.25',
        address: wallet.address,
        secondFactor: await factorCode(alice, { email: aliceEmail, app: server.app }),
      });
      expect(sent.body.data).toMatchObject({ state: 'sent', amount: '250.25' });
      expect(await chainBalance('USDT', wallet.address)).toBe(onChain + parseUnits('250.25', 6));
      expect(Number(await spot(alice, 'USDT'))).toBeCloseTo(before - 250.25, 8);
      await expectBookSound();
    });

    it('refunds a withdrawal whose send fails, exactly once', async () => {
      // The hot wallet's LINK goes elsewhere, so its transfer reverts on chain.
      const held = await chainBalance('LINK', context.deployment.hotWallet);
      await hotTransfer('LINK', privateKeyToAccount(generatePrivateKey()).address, held);
      const before = await spot(alice, 'LINK');
      const failed = await alice.post<Withdrawal>('/v1/web3/withdraw', {
        token: 'LINK',
        amount: '10',
        address: wallet.address,
        secondFactor: await factorCode(alice, { email: aliceEmail, app: server.app }),
      });
      expect(failed.body.data.state).toBe('refunded');
      expect(failed.body.data.txHash).not.toBeNull();
      const receipt = await context.chain.publicClient.getTransactionReceipt({
        hash: failed.body.data.txHash as `0x${string}`,
      });
      expect(receipt.status).toBe('reverted');
      expect(await spot(alice, 'LINK')).toBe(before);
      // Running the recovery again (a restart) refunds nothing more.
      await server.app.web3Wallet.withdrawals.recover();
      expect(await spot(alice, 'LINK')).toBe(before);
      await expectBookSound();
    });

    it('gives a wallet ether for gas once per address, for a few addresses per user', async () => {
      const addresses = Array.from({ length: 6 }, () => privateKeyToAccount(generatePrivateKey()).address);
      const first = await alice.post<{ txHash: string; amountEth: string }>('/v1/web3/gas', {
        address: addresses[0],
      });
      expect(first.body.data.amountEth).toBe('0.05');
      expect(await context.chain.publicClient.getBalance({ address: addresses[0]! })).toBe(
        parseUnits('0.05', 18),
      );
      const again = await alice.post<{ txHash: string }>('/v1/web3/gas', {
        address: addresses[0]!.toLowerCase(),
      });
      expect(again.body.data.txHash).toBe(first.body.data.txHash);
      expect(await context.chain.publicClient.getBalance({ address: addresses[0]! })).toBe(
        parseUnits('0.05', 18),
      );
      for (const address of addresses.slice(1, 5))
        expect((await alice.post('/v1/web3/gas', { address })).body.code).toBe(0);
      const refused = await alice.post('/v1/web3/gas', { address: addresses[5] });
      expect([refused.status, Number(refused.body.code)]).toEqual([409, 41012]);
      expect(await context.chain.publicClient.getBalance({ address: addresses[5]! })).toBe(0n);
    });

    it('refuses bad input with a localised 4xx and moves nothing', async () => {
      const before = await spot(alice, 'USDT');
      const check = async (
        answer: Promise<{ status: number; body: { code: number | string } }>,
        status: number,
        code: number,
      ) => {
        const { status: got, body } = await answer;
        expect(got).toBe(status);
        expect(Number(body.code)).toBe(code);
      };
      await check(alice.get('/v1/web3/swap/quote?tokenIn=USDT&tokenOut=USDT&amountIn=1'), 400, 41002);
      await check(alice.get('/v1/web3/swap/quote?tokenIn=USDT&tokenOut=WBTC&amountIn=0'), 400, 41001);
      await check(alice.get('/v1/web3/swap/quote?tokenIn=USDT&tokenOut=WBTC&amountIn=1.0000001'), 400, 41001);
      await check(alice.post('/v1/web3/swap/sign', { txHash: `0x${'12'.repeat(32)}` }), 404, 41008);
      const base = { token: 'USDT', address: wallet.address };
      await check(alice.post('/v1/web3/withdraw', { ...base, amount: '1' }), 403, 41005);
      await check(
        alice.post('/v1/web3/withdraw', { ...base, amount: '1', secondFactor: '000000' }),
        403,
        41006,
      );
      await check(
        alice.post('/v1/web3/withdraw', { ...base, amount: '1.0000001', secondFactor: '000000' }),
        400,
        41001,
      );
      await check(
        alice.post('/v1/web3/withdraw', {
          ...base,
          address: context.deployment.hotWallet,
          amount: '1',
          secondFactor: '1',
        }),
        400,
        41011,
      );
      await check(
        alice.post('/v1/web3/withdraw', {
          ...base,
          amount: '99999999',
          secondFactor: await factorCode(alice, { email: aliceEmail, app: server.app }),
        }),
        409,
        41004,
      );
      // Shapes the schema refuses: a 4xx from the request validation, never a 500.
      for (const path of [
        '/v1/web3/balances?address=0x123',
        '/v1/web3/swap/quote?tokenIn=DOGE&tokenOut=USDT&amountIn=1',
        '/v1/web3/swap/quote?tokenIn=USDT&tokenOut=WBTC&amountIn=1e300',
        '/v1/web3/swap/quote?tokenIn=USDT&tokenOut=WBTC&amountIn=-1',
      ]) {
        const answer = await alice.get(path);
        expect(answer.status, path).toBeGreaterThanOrEqual(400);
        expect(answer.status, path).toBeLessThan(500);
      }
      const localised = await alice.get<unknown>(
        '/v1/web3/swap/quote?tokenIn=USDT&tokenOut=USDT&amountIn=1&languageType=1',
      );
      expect(localised.body.msg).toBe('请选择两种不同的代币');
      expect(await spot(alice, 'USDT')).toBe(before);
      await expectBookSound();
    });
  });
