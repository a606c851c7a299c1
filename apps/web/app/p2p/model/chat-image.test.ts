import { P2P_CHAT_IMAGE_MAX_BYTES } from '@tideline/protocol/p2p/schemas';
import { describe, expect, it } from 'vitest';
import { chatImageProblem } from './chat-image.ts';

describe('issue #25 §7 a chat image picked in the browser', () => {
  it.each([
    [{ size: 10, type: 'image/png' }, undefined],
    [{ size: 10, type: 'image/jpeg' }, undefined],
    [{ size: 10, type: 'image/gif' }, undefined],
    [{ size: 10, type: 'image/webp' }, undefined],
    [{ size: P2P_CHAT_IMAGE_MAX_BYTES, type: 'image/png' }, undefined],
    [{ size: P2P_CHAT_IMAGE_MAX_BYTES + 1, type: 'image/png' }, 'chatImageTooLarge'],
    [{ size: 10, type: 'image/svg+xml' }, 'chatImageType'],
    [{ size: 10, type: 'text/html' }, 'chatImageType'],
    [{ size: 10, type: '' }, 'chatImageType'],
  ])('%o -> %s', (file, problem) => {
    expect(chatImageProblem(file)).toBe(problem);
  });
});
