import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useWidgetText } from '../i18n/index.ts';
import { clampPage, DEFAULT_PAGER_COUNT, pageCountOf, pagerItems } from './pager-items.ts';

export type PaginationPart = 'total' | 'sizes' | 'prev' | 'pager' | 'next' | 'jumper';

export interface PaginationProps {
  total: number;
  pageSize?: number;
  defaultPageSize?: number;
  currentPage?: number;
  defaultCurrentPage?: number;
  onCurrentChange?: (page: number) => void;
  onSizeChange?: (size: number) => void;
  pageSizes?: readonly number[];
  layout?: readonly PaginationPart[];
  pagerCount?: number;
  disabled?: boolean;
  hideOnSinglePage?: boolean;
  /** Names the navigation landmark; needed when a page has more than one pagination. */
  'aria-label'?: string;
}

function Chevron({ back }: { back: boolean }) {
  return (
    <svg className="tl-pagination__chevron" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
      <path d={back ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'} stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}

/** Page navigation with total, page sizes and a go-to field (texts per spec §8). */
export function Pagination({
  total,
  pageSize: controlledSize,
  defaultPageSize = 10,
  currentPage: controlledPage,
  defaultCurrentPage = 1,
  onCurrentChange,
  onSizeChange,
  pageSizes = [10, 20, 30, 40, 50, 100],
  layout = ['prev', 'pager', 'next'],
  pagerCount = DEFAULT_PAGER_COUNT,
  disabled = false,
  hideOnSinglePage = false,
  'aria-label': ariaLabel,
}: PaginationProps) {
  const t = useWidgetText();
  const jumperId = useId();
  const [uncontrolledSize, setUncontrolledSize] = useState(defaultPageSize);
  const [uncontrolledPage, setUncontrolledPage] = useState(defaultCurrentPage);
  const [jumpText, setJumpText] = useState('');
  const pageSize = controlledSize ?? uncontrolledSize;
  const pageCount = pageCountOf(total, pageSize);
  const current = clampPage(controlledPage ?? uncontrolledPage, pageCount);

  if (hideOnSinglePage && pageCount <= 1) return null;

  const goTo = (page: number) => {
    const next = clampPage(page, pageCount);
    setUncontrolledPage(next);
    if (next !== current) onCurrentChange?.(next);
  };
  const changeSize = (size: number) => {
    setUncontrolledSize(size);
    onSizeChange?.(size);
    const nextCount = pageCountOf(total, size);
    if (current > nextCount) goTo(nextCount);
  };
  const commitJump = () => {
    if (jumpText.trim() === '') return;
    goTo(Number(jumpText));
    setJumpText('');
  };
  const onJumpKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitJump();
  };
  const quickJump = pagerCount - 2;

  const parts: Record<PaginationPart, () => ReactNode> = {
    total: () => (
      <span key="total" className="tl-pagination__total">
        {t('paginationTotal', { total })}
      </span>
    ),
    sizes: () => (
      <select
        key="sizes"
        className="tl-pagination__sizes"
        aria-label={t('pageSize', { size: pageSize })}
        value={pageSize}
        disabled={disabled}
        onChange={(event) => changeSize(Number(event.target.value))}
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {t('pageSize', { size })}
          </option>
        ))}
      </select>
    ),
    prev: () => (
      <button
        key="prev"
        type="button"
        className="tl-pagination__step"
        aria-label={t('prevPage')}
        disabled={disabled || current <= 1}
        onClick={() => goTo(current - 1)}
      >
        <Chevron back />
      </button>
    ),
    next: () => (
      <button
        key="next"
        type="button"
        className="tl-pagination__step"
        aria-label={t('nextPage')}
        disabled={disabled || current >= pageCount}
        onClick={() => goTo(current + 1)}
      >
        <Chevron back={false} />
      </button>
    ),
    pager: () => (
      <ul key="pager" className="tl-pagination__pager">
        {pagerItems(current, pageCount, pagerCount).map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              <button
                type="button"
                className="tl-pagination__page"
                aria-current={item === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => goTo(item)}
              >
                {item}
              </button>
            ) : (
              <button
                type="button"
                className="tl-pagination__more"
                aria-label={`${item === 'prev-more' ? t('prevPage') : t('nextPage')} (${quickJump})`}
                disabled={disabled}
                onClick={() => goTo(item === 'prev-more' ? current - quickJump : current + quickJump)}
              >
                …
              </button>
            )}
          </li>
        ))}
      </ul>
    ),
    jumper: () => (
      <span key="jumper" className="tl-pagination__jumper">
        <label htmlFor={jumperId}>{t('goto')}</label>
        <input
          id={jumperId}
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount}
          value={jumpText}
          placeholder={String(current)}
          disabled={disabled}
          onChange={(event) => setJumpText(event.target.value)}
          onKeyDown={onJumpKeyDown}
          onBlur={commitJump}
        />
      </span>
    ),
  };

  return (
    <nav
      className="tl-pagination"
      aria-label={ariaLabel ?? t('pagination')}
      data-disabled={disabled || undefined}
    >
      {layout.map((part) => parts[part]())}
    </nav>
  );
}
