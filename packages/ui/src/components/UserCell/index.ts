export { isUsableImage } from './image';
export { UserAvatar, type UserAvatarProps } from './UserAvatar';
export { UserCell, type UserCellProps } from './UserCell';
