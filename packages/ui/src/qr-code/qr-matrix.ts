import QRCodeModel from 'qrcode';

export type ErrorCorrectionLevel = 'L' | 'M' | 'Q' | 'H';

/** Modules around the code that stay light so scanners find its edge. */
export const QR_QUIET_ZONE = 2;

/**
 * One SVG path drawing every dark module of the code for `value`, in module units.
 * Pure and synchronous, so the code renders on the server too.
 */
export function qrPath(value: string, level: ErrorCorrectionLevel = 'M'): { path: string; size: number } {
  const { modules } = QRCodeModel.create(value, { errorCorrectionLevel: level });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { path: parts.join(''), size: modules.size + QR_QUIET_ZONE * 2 };
}
