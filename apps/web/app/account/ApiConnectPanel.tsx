import { useEffect, useState } from 'react';
import { useAccountText } from './i18n/use-account-text.ts';
import { Panel } from './Panel.tsx';

/** The ccxt lines a program needs to reach this gateway's Bitget-compatible API (docs/api.md). */
export function ccxtExample(baseUrl: string): string {
  return [
    "import ccxt from 'ccxt';",
    '',
    "const exchange = new ccxt.bitget({ apiKey: 'ACCESS_KEY', secret: 'SECRET_KEY', password: 'PASSPHRASE' });",
    `for (const group of Object.keys(exchange.urls.api)) exchange.urls.api[group] = '${baseUrl}';`,
    "exchange.options.fetchMarkets = { types: ['spot', 'swap'] };",
    'console.log(await exchange.fetchBalance());',
  ].join('\n');
}

/** /account/api: where programs connect (issue #32): the REST and WebSocket URLs and a copyable ccxt example. */
export function ApiConnectPanel() {
  const text = useAccountText();
  // The page's own origin is known only in the browser; the server renders without it.
  const [origin, setOrigin] = useState('');
  const [copied, setCopied] = useState(false);
  useEffect(() => setOrigin(window.location.origin), []);
  const example = ccxtExample(origin);
  const socketOrigin = origin.replace(/^http/, 'ws');
  const copy = async () => {
    await navigator.clipboard?.writeText(example);
    setCopied(true);
  };
  return (
    <Panel title={text('apiConnectTitle')} testId="api-connect">
      <dl className="account-secret__pair">
        <dt>{text('apiBaseUrl')}</dt>
        <dd>
          <code data-testid="api-base-url">{origin}/api/v2</code>
        </dd>
        <dt>{text('apiWsUrls')}</dt>
        <dd data-testid="api-ws-urls">
          <code>{socketOrigin}/api/v2/ws/public</code>
          <br />
          <code>{socketOrigin}/api/v2/ws/private</code>
        </dd>
      </dl>
      <p className="account-note">{text('apiCcxtExample')}</p>
      <pre className="account-code" data-testid="api-ccxt-example">
        <code>{example}</code>
      </pre>
      <button type="button" className="button" onClick={() => void copy()}>
        {text('apiCopyExample')}
      </button>
      <span role="status" className="account-note">
        {copied ? text('apiExampleCopied') : ''}
      </span>
    </Panel>
  );
}
