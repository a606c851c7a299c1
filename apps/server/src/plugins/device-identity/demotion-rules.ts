// Which devices get a demoted token instead of a success token (spec §4; docs/protocol-device.md
// "Demotion rules"). Pure, so each rule is tested on its boundary without a server.
import type { DemotionReason } from './device-token-codec.ts';

/** More distinct terminal codes than this from one address within the window demote the device. */
export const CROWDED_ADDRESS_LIMIT = 10;
export const CROWDED_ADDRESS_WINDOW_SECONDS = 3600;

/**
 * Headless browsers, browser-automation drivers and plain HTTP libraries. A real browser names
 * none of these; Node's own fetch sends exactly `node`.
 */
const AUTOMATION_USER_AGENT =
  /headless|phantomjs|puppeteer|playwright|selenium|webdriver|^curl\/|^wget\/|python-requests|python-urllib|aiohttp|go-http-client|okhttp|^java\/|^axios\/|node-fetch|undici|^node$/i;

export function isAutomationUserAgent(userAgent: string): boolean {
  return userAgent.trim() === '' || AUTOMATION_USER_AGENT.test(userAgent.trim());
}

export interface DeviceObservation {
  /** The terminal code the device sent with its token request; '' when none. */
  terminalCode: string;
  userAgent: string;
  /** Distinct terminal codes seen from the device's address within the window, its own included. */
  terminalCodesFromAddress: number;
}

/** The reasons to demote, in a fixed order; empty means the device earns a success token. */
export function demotionReasons(observation: DeviceObservation): DemotionReason[] {
  const reasons: DemotionReason[] = [];
  if (observation.terminalCode === '') reasons.push('noTerminalCode');
  if (isAutomationUserAgent(observation.userAgent)) reasons.push('automation');
  if (observation.terminalCodesFromAddress > CROWDED_ADDRESS_LIMIT) reasons.push('crowdedAddress');
  return reasons;
}
