// The gateway answers a missing or dead session with HTTP 401 and the envelope codes 20205/20906
// (protocol §3.1). The request client judges non-2xx answers by the §8 HTTP table alone, which has
// no 401 row, so the visitor would see "401 The system is busy" and stay logged in. This step hands
// such an answer back as a normal response, so the catalogue's login-expired row applies: the
// localised message and the logout to the login page.
import { isEnvelope } from '@tideline/core/request';
import { isLoginExpiredCode } from '@tideline/protocol/error-codes';

interface FailedCall {
  response?: { data?: unknown };
}

export function recoverExpiredSessionAnswer(error: unknown): unknown {
  const response = (error as FailedCall | null)?.response;
  if (response && isEnvelope(response.data) && isLoginExpiredCode(response.data.code)) return response;
  throw error;
}
