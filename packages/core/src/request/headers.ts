/**
 * Request headers of spec §7, added to every `/v1` call. Header names are lower case; HTTP treats
 * them case-insensitively, and the gateway reads them by these exact names.
 *
 * | header            | value                                                              |
 * |-------------------|--------------------------------------------------------------------|
 * | `terminal-code`   | the device's terminal code (fingerprint module); '' before known   |
 * | `terminal-type`   | `1`: the web terminal                                              |
 * | `app-theme`       | `standard` (light) or `dark`                                       |
 * | `device-language` | the browser's language, e.g. `en-US` (navigator.language)          |
 * | `locale`          | the language key of the page locale, e.g. `en_US`                  |
 * | `language`        | the same language key                                              |
 * | `beta`            | `1`, only on the beta environment; absent elsewhere                |
 * | `tm`              | client time in epoch milliseconds (13 digits)                      |
 * | `uhti`            | a fresh trace id per request (32 hex characters)                   |
 * | `device-token`    | the risk-control device token, only on `DEVICE_TOKEN_PATHS`        |
 */
import { TIME_HEADER, TRACE_HEADER } from '@tideline/protocol/gateway-sign';

export const REQUEST_HEADER = {
  terminalCode: 'terminal-code',
  terminalType: 'terminal-type',
  appTheme: 'app-theme',
  deviceLanguage: 'device-language',
  locale: 'locale',
  language: 'language',
  beta: 'beta',
  time: TIME_HEADER,
  traceId: TRACE_HEADER,
  deviceToken: 'device-token',
} as const;

/** §7: the web front end is terminal type 1. */
export const WEB_TERMINAL_TYPE = '1';

export type AppThemeHeader = 'standard' | 'dark';

/** The preference cookie writes the dark theme as `black` (notes item 2); everything else is light. */
export function appThemeHeader(theme: string): AppThemeHeader {
  return theme === 'dark' || theme === 'black' ? 'dark' : 'standard';
}

export interface HeaderContext {
  terminalCode: string;
  theme: string;
  deviceLanguage: string;
  languageKey: string;
  isBeta: boolean;
  now: number;
  traceId: string;
}

export function buildRequestHeaders(context: HeaderContext): Record<string, string> {
  const headers: Record<string, string> = {
    [REQUEST_HEADER.terminalCode]: context.terminalCode,
    [REQUEST_HEADER.terminalType]: WEB_TERMINAL_TYPE,
    [REQUEST_HEADER.appTheme]: appThemeHeader(context.theme),
    [REQUEST_HEADER.deviceLanguage]: context.deviceLanguage,
    [REQUEST_HEADER.locale]: context.languageKey,
    [REQUEST_HEADER.language]: context.languageKey,
    [REQUEST_HEADER.time]: String(context.now),
    [REQUEST_HEADER.traceId]: context.traceId,
  };
  if (context.isBeta) headers[REQUEST_HEADER.beta] = '1';
  return headers;
}

/** 32 hex characters; unique enough to follow one request through the gateway's logs. */
export function createTraceId(): string {
  return globalThis.crypto.randomUUID().replaceAll('-', '');
}
