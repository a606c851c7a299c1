import { P2P_CHAT_IMAGE_MAX_BYTES } from '@tideline/protocol/p2p/schemas';
import { P2pCode } from './codes.ts';
import { P2pError } from './errors.ts';

/**
 * What an order chat image may be (docs/protocol-p2p.md §7): a PNG, JPEG, GIF or WebP file of at
 * most P2P_CHAT_IMAGE_MAX_BYTES, told by its first bytes, never by the name or the type the sender
 * claimed. SVG (which can carry script), HTML dressed as an image and empty files have none of
 * these signatures and are refused; the stored type is the one the bytes show.
 */

export type ChatImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: ReadonlyArray<{ type: ChatImageType; at: number; bytes: readonly number[] }> = [
  { type: 'image/png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', at: 0, bytes: ascii('GIF87a') },
  { type: 'image/gif', at: 0, bytes: ascii('GIF89a') },
  // RIFF, a 4-byte length, then WEBP.
  { type: 'image/webp', at: 8, bytes: ascii('WEBP') },
];

function startsWith(data: Uint8Array, at: number, bytes: readonly number[]): boolean {
  return data.length >= at + bytes.length && bytes.every((byte, index) => data[at + index] === byte);
}

/** The image type `data` holds by its signature, or undefined when it is none of the four. */
export function sniffImageType(data: Uint8Array): ChatImageType | undefined {
  return SIGNATURES.find(
    (signature) =>
      startsWith(data, signature.at, signature.bytes) &&
      (signature.type !== 'image/webp' || startsWith(data, 0, ascii('RIFF'))),
  )?.type;
}

/** The type to store `data` under; a P2P refusal when it is too large or not one of the four. */
export function checkChatImage(data: Uint8Array): ChatImageType {
  if (data.length > P2P_CHAT_IMAGE_MAX_BYTES) throw new P2pError(P2pCode.imageTooLarge);
  const type = sniffImageType(data);
  if (type === undefined) throw new P2pError(P2pCode.imageType);
  return type;
}
