export { SearchableTable, type SearchableTableProps } from './SearchableTable';
export type { CreateSearch } from './useSearchedPages';
