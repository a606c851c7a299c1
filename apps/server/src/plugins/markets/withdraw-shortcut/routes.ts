import { ASSET_ENDPOINTS } from '@tideline/protocol/asset/endpoints';
import { WHITELIST_LABEL_MAX, WHITELIST_MAX_ADDRESSES } from '@tideline/protocol/asset/withdraw-shortcut';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../../platform/api-error.ts';
import { serveEndpoint } from '../../../platform/endpoint-route.ts';
import { success } from '../../../platform/envelope.ts';
import { cleanPlainText } from '../../../platform/plain-text.ts';
import { ResultCode } from '../../../platform/result-codes.ts';
import { MarketsCode, MarketsError } from '../errors.ts';
import type { WithdrawShortcutStore } from './store.ts';

/** The family's main account: a sub-account never withdraws, so it has no whitelist or flag. */
function mainAccountOf(request: FastifyRequest): number {
  const user = request.user!;
  if (user.kind === 'sub') throw new ApiError(ResultCode.subAccount, 'sub.notForSub');
  return user.rootUserId;
}

/**
 * The withdraw no-password flag and the address whitelist (spec §7, issue #30 item 1). Adding an
 * address and setting the flag are step-up rows of the endpoint table: `serveEndpoint` checks the
 * ticket before these handlers run.
 */
export function withdrawShortcutRoutes(app: FastifyInstance, store: WithdrawShortcutStore): void {
  serveEndpoint(app, ASSET_ENDPOINTS.withdrawSettings, async (request) =>
    success(request, await store.settings(mainAccountOf(request), app.clock.nowMs())),
  );

  serveEndpoint(app, ASSET_ENDPOINTS.whitelistAdd, async (request) => {
    const userId = mainAccountOf(request);
    const label = cleanPlainText(request.body.label, WHITELIST_LABEL_MAX);
    if (label === '') throw new MarketsError(MarketsCode.whitelistLabel);
    const address = request.body.address;
    const listed = await store.isWhitelisted(userId, address);
    if (!listed && (await store.whitelistSize(userId)) >= WHITELIST_MAX_ADDRESSES)
      throw new MarketsError(MarketsCode.whitelistFull);
    await store.addAddress(userId, address, label, app.clock.nowMs());
    return success(request, await store.settings(userId, app.clock.nowMs()));
  });

  serveEndpoint(app, ASSET_ENDPOINTS.whitelistRemove, async (request) => {
    const userId = mainAccountOf(request);
    if (!(await store.removeAddress(userId, Number(request.body.id))))
      throw new MarketsError(MarketsCode.whitelistEntryNotFound);
    return success(request, await store.settings(userId, app.clock.nowMs()));
  });

  serveEndpoint(app, ASSET_ENDPOINTS.noPasswordFlag, async (request) => {
    const userId = mainAccountOf(request);
    await store.setEnabled(userId, request.body.enabled, app.clock.nowMs());
    return success(request, await store.settings(userId, app.clock.nowMs()));
  });
}
