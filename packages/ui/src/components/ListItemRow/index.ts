export { ListItemRow, type ListItemRowProps } from './ListItemRow';
