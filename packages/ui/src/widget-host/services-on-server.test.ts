// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadingService } from '../loading-mask/loading-mask-store.ts';
import { MessageBox } from '../message-box/message-box.ts';
import { notify } from '../notification/notification-store.ts';
import { toast } from '../toast/toast-store.ts';

describe('services on the server', () => {
  it('do nothing and never touch the DOM', async () => {
    expect(typeof document).toBe('undefined');
    expect(() => toast('x').close()).not.toThrow();
    expect(() => notify({ title: 'x' }).close()).not.toThrow();
    expect(() => loadingService({ fullscreen: true }).close()).not.toThrow();
    await expect(MessageBox.confirm('x')).rejects.toBe('close');
  });
});
