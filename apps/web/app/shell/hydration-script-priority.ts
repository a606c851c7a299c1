import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * React Router names every module of the first page in `<link rel="modulepreload">` tags at the top
 * of <head>, so the browser fetches 40-odd scripts at High priority before it has the stylesheets.
 * The page is server-rendered and readable without them (they only hydrate it), and on a slow
 * connection they share the bandwidth with the render-blocking HTML and CSS. Marking them
 * `fetchpriority="low"` lets the first paint go first and hydration follow.
 */
const PRELOAD_TAG = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD_TAG = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = '</head>';

/** The HTML with every modulepreload link in it marked low priority. */
export function lowerPreloadPriority(html: string): string {
  return html.replaceAll(PRELOAD_TAG, LOW_PRIORITY_PRELOAD_TAG);
}

/**
 * A stream of the document's HTML that rewrites the preload links of its <head> and passes the
 * body through untouched. A tag split across two chunks is held back until the next chunk
 * completes it (at most the tag's length less one character).
 */
export function hydrationScriptPriorityTransform(): Transform {
  // Decodes across chunk boundaries, so a character split between two chunks stays whole.
  const decoder = new StringDecoder('utf8');
  let carry = '';
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const decoded = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (headDone) {
        callback(null, decoded);
        return;
      }
      const text = carry + decoded;
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd !== -1) {
        headDone = true;
        carry = '';
        callback(null, lowerPreloadPriority(text.slice(0, headEnd)) + text.slice(headEnd));
        return;
      }
      const keep = partialSuffixLength(text);
      carry = text.slice(text.length - keep);
      callback(null, lowerPreloadPriority(text.slice(0, text.length - keep)));
    },
    flush(callback) {
      callback(null, headDone ? decoder.end() : lowerPreloadPriority(carry + decoder.end()));
    },
  });
}

/** How many characters at the end of `text` could begin a preload tag or the end of <head>. */
function partialSuffixLength(text: string): number {
  const longest = Math.max(PRELOAD_TAG.length, HEAD_END.length) - 1;
  for (let length = Math.min(longest, text.length); length > 0; length -= 1) {
    const suffix = text.slice(text.length - length);
    if (PRELOAD_TAG.startsWith(suffix) || HEAD_END.startsWith(suffix)) return length;
  }
  return 0;
}
