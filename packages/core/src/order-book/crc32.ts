/** CRC-32 with the IEEE 802.3 polynomial (zlib's `crc32`), reflected, as an unsigned integer. */
const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

const encoder = new TextEncoder();

export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of encoder.encode(text)) {
    crc = (TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}
