import type { MarketsService } from './service/markets-service.ts';
import type { StreamHub } from './streams/stream-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live exchange (journal, venues, simulator); see plugins/markets/index.ts. */
    markets: MarketsService;
    marketsHub: StreamHub;
  }
}
