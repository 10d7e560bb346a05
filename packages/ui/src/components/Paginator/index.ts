export { Paginator, type PaginatorProps } from './Paginator';
export { paginatorMessages, type PaginatorMessages } from './Paginator.messages';
