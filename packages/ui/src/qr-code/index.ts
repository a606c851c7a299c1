export { QRCode, type QRCodeProps, type QRCodeStatus } from './QRCode.tsx';
export { type ErrorCorrectionLevel, QR_QUIET_ZONE, qrPath } from './qr-matrix.ts';
