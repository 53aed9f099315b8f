export { SimpleTable, type SimpleTableColumn, type SimpleTableProps } from './SimpleTable';
