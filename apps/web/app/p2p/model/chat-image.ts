import { P2P_CHAT_IMAGE_MAX_BYTES, P2P_CHAT_IMAGE_TYPES } from '@tideline/protocol/p2p/schemas';

/**
 * The browser's first look at a file picked for the order chat (docs/protocol-p2p.md §7): the
 * type the browser reports and the size, so an obvious mistake is told at once in the page's
 * language. The gateway still reads the file's first bytes and decides.
 */
export type ChatImageProblem = 'chatImageType' | 'chatImageTooLarge';

export function chatImageProblem(file: { size: number; type: string }): ChatImageProblem | undefined {
  if (!(P2P_CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'chatImageType';
  if (file.size > P2P_CHAT_IMAGE_MAX_BYTES) return 'chatImageTooLarge';
  return undefined;
}

/** What the file input offers to pick. */
export const CHAT_IMAGE_ACCEPT = P2P_CHAT_IMAGE_TYPES.join(',');
