import type { FuturesEvent, FuturesRejectedEvent } from '../../../futures/types.ts';
import type { VenueName } from '../../../platform/trading-account.ts';
import { futuresRejection } from '../errors.ts';
import type { FuturesInput, FuturesService } from '../service/futures-service.ts';

/** The refusal of the command itself (a price command may also refuse other users' triggers). */
function rejectionOf(
  command: FuturesInput,
  events: readonly FuturesEvent[],
): FuturesRejectedEvent | undefined {
  const accountId = 'accountId' in command ? command.accountId : undefined;
  return events.find(
    (event): event is FuturesRejectedEvent =>
      event.type === 'rejected' &&
      event.command === command.type &&
      (accountId === undefined || event.accountId === accountId),
  );
}

/** Journals one command and answers its events, or the refusal's code when the engine refused it. */
export async function runCommand(
  futures: FuturesService,
  venue: VenueName,
  command: FuturesInput,
): Promise<FuturesEvent[]> {
  const [events = []] = await futures.transact(venue, [command]);
  const rejected = rejectionOf(command, events);
  if (rejected !== undefined) throw futuresRejection(rejected.reason);
  return events;
}
