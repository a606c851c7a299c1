import { useMemo } from 'react';
import { useWidgetText } from '../i18n/index.ts';
import { type ErrorCorrectionLevel, qrPath } from './qr-matrix.ts';

export type QRCodeStatus = 'active' | 'expired';

export interface QRCodeProps {
  value: string;
  /** Rendered width and height in px. */
  size?: number;
  level?: ErrorCorrectionLevel;
  /** `expired` covers the code with the expired notice and a refresh button. */
  status?: QRCodeStatus;
  onRefresh?: () => void;
  /** What the code is for, e.g. "Log in with the app"; read out instead of the raw value. */
  label?: string;
}

/** A QR code drawn with the `qrcode` package, with the expired overlay and refresh (spec §8). */
export function QRCode({ value, size = 160, level = 'M', status = 'active', onRefresh, label }: QRCodeProps) {
  const t = useWidgetText();
  const { path, size: modules } = useMemo(() => qrPath(value, level), [value, level]);
  const expired = status === 'expired';
  return (
    <div className="tl-qrcode" data-state={status} style={{ inlineSize: size, blockSize: size }}>
      <svg
        role="img"
        aria-label={label ?? value}
        viewBox={`0 0 ${modules} ${modules}`}
        width={size}
        height={size}
        shapeRendering="crispEdges"
        className="tl-qrcode__image"
      >
        <rect width={modules} height={modules} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      {expired && (
        <div className="tl-qrcode__overlay">
          <p className="tl-qrcode__expired">{t('qrExpired')}</p>
          {onRefresh && (
            <button type="button" className="tl-qrcode__refresh" onClick={onRefresh}>
              {t('qrRefresh')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
