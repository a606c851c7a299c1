import { createContext, useContext } from 'react';

// The document's Content-Security-Policy (issue #21 item 11): scripts only from this origin or
// carrying this response's nonce, so a script injected into a page (a hostile greeting, a user
// name) never runs, even if it slipped past the sanitiser. React Router's own inline scripts (the
// hydration context, scroll restoration, streamed data) carry the nonce. Styles may be inline:
// React writes `style` attributes, and a style cannot run code. Images may come from any host
// (the configured image domains, which an offline start serves over plain http, coin icons) or be
// data URLs (the captcha's pictures): an image cannot run code either.

/** A fresh nonce per document: 16 random bytes, base64. */
export function newCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function documentContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    'img-src * data: blob:',
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The nonce of the document being rendered on the server; undefined in the browser, which needs none. */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}

/**
 * Run in <head> before any module: zod (the answers' validation) probes once whether it may compile
 * schemas with `new Function`, as it builds its first schema, which happens while modules load.
 * Under this policy the probe fails harmlessly yet reports a violation, so the page tells zod up
 * front not to compile: it reads `globalThis.__zod_globalConfig` when it loads.
 */
export const SCHEMA_CONFIG_SCRIPT = 'globalThis.__zod_globalConfig={jitless:true};';
