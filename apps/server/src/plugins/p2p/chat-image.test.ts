import { P2P_CHAT_IMAGE_MAX_BYTES } from '@tideline/protocol/p2p/schemas';
import { describe, expect, it } from 'vitest';
import { checkChatImage, sniffImageType } from './chat-image.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

describe('issue #25 §7 order chat images are told by their first bytes', () => {
  it.each([
    ['PNG', bytes([0x89], 'PNG\r\n\x1a\n', 'rest'), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['GIF87a', bytes('GIF87a', [1, 0]), 'image/gif'],
    ['GIF89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [0x10, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    [
      'SVG with script',
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      undefined,
    ],
    ['HTML named .png', bytes('<html><body onload=alert(1)>'), undefined],
    ['RIFF that is not WebP', bytes('RIFF', [0x10, 0, 0, 0], 'WAVEfmt '), undefined],
    ['WEBP without RIFF', bytes('XXXX', [0x10, 0, 0, 0], 'WEBPVP8 '), undefined],
    ['a truncated PNG signature', bytes([0x89], 'PNG'), undefined],
    ['nothing', bytes(), undefined],
  ])('%s', (_name, data, type) => {
    expect(sniffImageType(data)).toBe(type);
  });

  it('refuses a file over the limit with 38030 and a file of another type with 38029', () => {
    const big = new Uint8Array(P2P_CHAT_IMAGE_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(() => checkChatImage(big)).toThrow(expect.objectContaining({ code: '38030' }));
    const atLimit = big.subarray(0, P2P_CHAT_IMAGE_MAX_BYTES);
    expect(checkChatImage(atLimit)).toBe('image/jpeg');
    expect(() => checkChatImage(bytes('<svg/>'))).toThrow(expect.objectContaining({ code: '38029' }));
  });
});
