import type { FastifyBaseLogger } from 'fastify';
import { type Deployment, ensureDeployment } from './deployment.ts';
import { type LocalChain, openLocalChain } from './local-chain.ts';

export interface ChainContext {
  readonly chain: LocalChain;
  readonly deployment: Deployment;
}

/**
 * The chain as the gateway uses it: opened and deployed once, on the first call that needs it
 * (so a gateway whose users never open the web3 wallet never starts a chain), then kept running
 * with an empty block every `blockMs`, as a real chain keeps producing blocks.
 */
export class ChainRuntime {
  private opening: Promise<ChainContext> | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly dir: string | undefined,
    private readonly blockMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  get started(): boolean {
    return this.opening !== undefined;
  }

  ready(): Promise<ChainContext> {
    if (this.closed) return Promise.reject(new Error('the web3 chain is closed'));
    this.opening ??= this.open();
    return this.opening;
  }

  private async open(): Promise<ChainContext> {
    const started = performance.now();
    const chain = await openLocalChain(this.dir);
    const deployment = await ensureDeployment(chain);
    this.log.info({ ms: Math.round(performance.now() - started), dir: this.dir }, 'web3 chain ready');
    if (this.blockMs > 0) {
      this.heartbeat = setInterval(() => {
        chain.mine().catch((error) => this.log.warn({ err: error }, 'web3 chain block failed'));
      }, this.blockMs);
      this.heartbeat.unref();
    }
    return { chain, deployment };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.opening === undefined) return;
    const context = await this.opening.catch(() => undefined);
    await context?.chain.close();
  }
}
