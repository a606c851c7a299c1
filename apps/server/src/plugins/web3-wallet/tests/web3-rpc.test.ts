import { type Address, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type RunningServer, startServer } from '../../../../test/support/backends.ts';
import { ApiClient } from '../../../../test/support/http-client.ts';
import { fundedTrader } from '../../../../test/support/spot-server.ts';
import type { ChainContext } from '../chain/chain-runtime.ts';
import { localChainDefinition } from '../chain/local-chain.ts';

// Issue #27: the browser wallet's JSON-RPC pass-through (POST /v1/web3/rpc). Reads and a
// transaction the wallet signed itself go through; methods that would sign with the chain's own
// keys or steer the chain are refused by the request schema; a call the chain refuses is 41013.

for (const backend of backends)
  describe(`issue #27 web3 JSON-RPC on ${backend.name}`, () => {
    let server: RunningServer;
    let context: ChainContext;
    let alice: ApiClient;
    const wallet = privateKeyToAccount(generatePrivateKey());

    async function rpc<T>(method: string, params: unknown[] = []) {
      return alice.post<T>('/v1/web3/rpc', { method, params });
    }

    beforeAll(async () => {
      process.env.WEB3_BLOCK_MS = '0';
      process.env.WEB3_WATCH_MS = '0';
      process.env.WEB3_KEEPER_MS = '0';
      server = await startServer(backend);
      alice = new ApiClient(server.baseUrl);
      await fundedTrader(alice, [['USDT', '10']]);
      context = await server.app.web3Wallet.runtime.ready();
      await context.chain.hotWallet.sendTransaction({ to: wallet.address, value: parseUnits('1', 18) });
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      delete process.env.WEB3_BLOCK_MS;
      delete process.env.WEB3_WATCH_MS;
      delete process.env.WEB3_KEEPER_MS;
    });

    it('answers the reads a wallet needs', async () => {
      expect((await rpc<string>('eth_chainId')).body.data).toBe('0x7a69');
      const balance = await rpc<string>('eth_getBalance', [wallet.address, 'latest']);
      expect(BigInt(balance.body.data)).toBe(parseUnits('1', 18));
      const nonce = await rpc<string>('eth_getTransactionCount', [wallet.address, 'latest']);
      expect(BigInt(nonce.body.data)).toBe(0n);
    });

    it('sends a transaction the wallet signed and reads its receipt', async () => {
      const usdt = context.deployment.tokens.USDT as Address;
      const to = privateKeyToAccount(generatePrivateKey()).address;
      const request = await context.chain.publicClient.prepareTransactionRequest({
        account: wallet,
        chain: localChainDefinition,
        to,
        value: 1000n,
      });
      const signed = await wallet.signTransaction({ ...request, chainId: 31337 } as never);
      const sent = await rpc<string>('eth_sendRawTransaction', [signed]);
      expect(sent.status).toBe(200);
      const receipt = await rpc<{ status: string }>('eth_getTransactionReceipt', [sent.body.data]);
      expect(receipt.body.data.status).toBe('0x1');
      // A transfer of a token the wallet does not hold reverts in the estimate: 41013, a 4xx.
      const estimate = await rpc('eth_estimateGas', [
        {
          from: wallet.address,
          to: usdt,
          data: `0xa9059cbb${to.slice(2).padStart(64, '0')}${(10n ** 12n).toString(16).padStart(64, '0')}`,
        },
      ]);
      expect(estimate.status).toBe(400);
      expect(estimate.body.code).toBe('41013');
    });

    it('refuses methods outside the wallet’s list and hostile shapes, moving nothing', async () => {
      const hot = context.chain.hotWallet.account!.address;
      for (const [method, params] of [
        ['eth_sendTransaction', [{ from: hot, to: wallet.address, value: '0x1' }]],
        ['eth_accounts', []],
        ['evm_mine', []],
        ['evm_setAccountBalance', [wallet.address, '0xffff']],
        ['personal_unlockAccount', [hot, '']],
        ['debug_traceTransaction', ['0x00']],
        ['eth_chainId', [1, 2, 3, 4]],
      ] as const) {
        const answer = await rpc(method, [...params]);
        expect(answer.status, method).toBe(400);
        expect(answer.body.status).toBe('error');
      }
      const replay = await rpc('eth_sendRawTransaction', ['0xdeadbeef']);
      expect(replay.status).toBe(400);
      expect(replay.body.code).toBe('41013');
      const balance = await rpc<string>('eth_getBalance', [wallet.address, 'latest']);
      expect(BigInt(balance.body.data)).toBeLessThan(parseUnits('1', 18));
    });
  });
