export {
  DetailList,
  type DetailColumns,
  type DetailItem,
  type DetailListProps,
} from './DetailList';
