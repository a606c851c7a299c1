import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { FeeSources } from './platform/fee-sources.ts';
import type { GatewayClock } from './platform/gateway-clock.ts';
import type { TransferPort } from './platform/ledger/transfer-port.ts';
import type { RateLimiters } from './platform/rate-limiter.ts';
import type { RegistrationHooks } from './platform/registration-hooks.ts';
import type { StepUpGate } from './platform/step-up-gate.ts';
import type { AuthenticatedUser } from './plugins/accounts/session-service.ts';
import type { Notifier } from './plugins/notifier/notifier.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Db;
    notifier: Notifier;
    /** The ledger's transfer port: every product moves a user's money between wallets through it. */
    ledger: TransferPort;
    /** Calendar time for daily and expiry rules; tests move it forward (platform/gateway-clock.ts). */
    clock: GatewayClock;
    /** Products' checks and follow-ups of a registration (platform/registration-hooks.ts). */
    registrations: RegistrationHooks;
    /** Trading fees by user, reported by each trading product (platform/fee-sources.ts). */
    fees: FeeSources;
    /** Step-up verification of the endpoint rows that ask for it (platform/step-up-gate.ts). */
    stepUp: StepUpGate;
    /** The rate limit of each endpoint class, a preHandler (platform/rate-limiter.ts). */
    rateLimits: RateLimiters;
    /** preHandler that answers 20205/20906 unless a live session is present; sets `request.user`. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Language of the answer's msg, from the `languageType` query parameter (spec §7), default 0 (en). */
    languageType: number;
    user: AuthenticatedUser | null;
  }
  interface FastifyContextConfig {
    /**
     * Seam for the gateway security layer: routes on the signed paths of spec §7 declare
     * `signed: true`, and those that must carry the risk-control device token `deviceToken: true`.
     * Hooks added later read these flags; this server does not verify signatures itself.
     */
    signed?: boolean;
    deviceToken?: boolean;
  }
}
