// Security events the client reports to `POST /v1/buried/log/cspSecurity` (spec §7, §8; the
// gateway endpoint table's cspReport row).
// Network errors are never reported (spec §8); the reporter decides how to send.

export type CspSecurityEvent = 'loginEncryptFailed' | 'genKeypairFailed' | 'signInvalid';

export interface CspSecurityReport {
  bizType: 'gatewaySign';
  data: { event: CspSecurityEvent; reason: string };
  timestamp: number;
  page: string;
}

export type ReportSecurityEvent = (event: CspSecurityEvent, reason: string) => void;

export function buildCspSecurityReport(
  event: CspSecurityEvent,
  reason: string,
  now: number,
  page: string,
): CspSecurityReport {
  return { bizType: 'gatewaySign', data: { event, reason }, timestamp: now, page };
}
