export { Pagination, type PaginationPart, type PaginationProps } from './Pagination.tsx';
export { clampPage, DEFAULT_PAGER_COUNT, type PagerItem, pageCountOf, pagerItems } from './pager-items.ts';
