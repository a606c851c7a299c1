export type PagerItem = number | 'prev-more' | 'next-more';

/** Element UI shows 7 page buttons by default; ellipses jump by pagerCount - 2 pages. */
export const DEFAULT_PAGER_COUNT = 7;

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The buttons of the pager: always the first and last page, a window around the current page,
 * and an ellipsis on a side where pages are hidden.
 */
export function pagerItems(
  current: number,
  pageCount: number,
  pagerCount = DEFAULT_PAGER_COUNT,
): PagerItem[] {
  if (pageCount <= pagerCount) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const half = (pagerCount - 1) / 2;
  const showPrevMore = current > pagerCount - half;
  const showNextMore = current < pageCount - half;
  let from: number;
  let to: number;
  if (showPrevMore && !showNextMore) {
    from = pageCount - (pagerCount - 2);
    to = pageCount - 1;
  } else if (!showPrevMore && showNextMore) {
    from = 2;
    to = pagerCount - 1;
  } else {
    const offset = Math.floor(pagerCount / 2) - 1;
    from = current - offset;
    to = current + offset;
  }
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [
    1,
    ...(showPrevMore ? ['prev-more' as const] : []),
    ...middle,
    ...(showNextMore ? ['next-more' as const] : []),
    pageCount,
  ];
}

export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCount);
}
