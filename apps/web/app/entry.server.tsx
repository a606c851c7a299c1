import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import {
  CspNonceContext,
  documentContentSecurityPolicy,
  newCspNonce,
} from './shell/content-security-policy.ts';
import { hydrationScriptPriorityTransform } from './shell/hydration-script-priority.ts';

// React Router's default Node entry, with two changes: the document's HTML passes through
// `hydrationScriptPriorityTransform` (see there why the preload links are lowered), and each
// document gets its Content-Security-Policy with a fresh script nonce (shell/content-security-policy.ts).
// The development server injects scripts of its own without a nonce, so the policy is sent by
// production builds only (`npm start` and the browser tests build one).

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = import.meta.env.PROD ? newCspNonce() : undefined;
  if (nonce !== undefined)
    responseHeaders.set('Content-Security-Policy', documentContentSecurityPolicy(nonce));
  // RFC 9110: a HEAD answer has the headers of a GET and no body.
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const html = body.pipe(hydrationScriptPriorityTransform());
          // A visitor who leaves mid-page cancels the answer, and these streams are destroyed with a
          // premature-close error: heard here, it stops the rendering instead of the server.
          for (const stream of [body, html]) stream.on('error', () => abort());
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell are logged by React Router; later ones only reach us.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
