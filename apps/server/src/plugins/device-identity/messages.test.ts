import { describe, expect, it } from 'vitest';
import { describeCatalogueContract } from '../../i18n/catalogue-contract.ts';
import { deviceCatalogues, deviceMessage } from './messages.ts';

describeCatalogueContract('device identity message', deviceCatalogues, (key, languageType) =>
  deviceMessage(key, languageType),
);

describe('deviceMessage', () => {
  it('§8 device-token refusals read in the request language (§3 types ja 2, ko 19, uz 25)', () => {
    expect(deviceMessage('missing', 2)).toBe(
      'この操作にはデバイス確認が必要です。ページを更新してもう一度お試しください。',
    );
    expect(deviceMessage('expired', 19)).toBe(
      '기기 확인이 만료되었습니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
    );
    expect(deviceMessage('terminalMismatch', 26)).toBe(
      'The device check belongs to another device. Please refresh the page and try again.',
    );
  });

  it('fills the application id in every language', () => {
    expect(deviceMessage('unknownApp', 0, { appId: 'demo' })).toBe('Unknown application id "demo".');
    expect(deviceMessage('unknownApp', 10, { appId: 'demo' })).toBe(
      'Identifiant d’application inconnu : « demo ».',
    );
    expect(deviceMessage('unknownApp', 25, { appId: 'demo' })).toBe('Nomaʼlum ilova identifikatori: "demo".');
  });
});
