export { NotificationItem, type NotificationItemProps } from './NotificationItem';
