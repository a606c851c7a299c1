import type { FastifyRequest } from 'fastify';

/**
 * What a step-up call (an endpoint row with `stepUp: true`, issue #21 item 1) asks of the product
 * that verifies who the user is: check the ticket the request carries before the handler runs, and
 * record that the change happened once it succeeded. `serveEndpoint` asks it for every such row,
 * so no handler can forget; the accounts product provides it (plugins/accounts/step-up.ts).
 */
export interface StepUpVerifier {
  /** Checks the request's ticket, or refuses the call with a localised error. */
  claim(request: FastifyRequest): Promise<void>;
  /** The call succeeded: what follows a change of identity (the withdrawal lock). */
  completed(request: FastifyRequest): Promise<void>;
}

export class StepUpGate implements StepUpVerifier {
  private verifier: StepUpVerifier | undefined;

  provide(verifier: StepUpVerifier): void {
    this.verifier = verifier;
  }

  claim(request: FastifyRequest): Promise<void> {
    return this.required().claim(request);
  }

  completed(request: FastifyRequest): Promise<void> {
    return this.required().completed(request);
  }

  private required(): StepUpVerifier {
    // A gateway assembled without the accounts product must not serve a step-up call unguarded.
    if (!this.verifier) throw new Error('A step-up call was made, but no product verifies step-up tickets');
    return this.verifier;
  }
}
