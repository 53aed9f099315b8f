export { clampPage, countPages, DEFAULT_PAGE_SIZE, paginate, type PageSlice } from './paginate';
export { usePagination, type Pagination, type UsePaginationOptions } from './usePagination';
