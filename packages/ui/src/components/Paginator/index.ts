export { Paginator, type PaginatorProps } from './Paginator';
export { usePagedList, type PagedListOptions } from './usePagedList';
export { paginatorMessages, type PaginatorMessages } from './Paginator.messages';
