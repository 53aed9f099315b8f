export { isUsableImage } from './image';
export { AVATAR_PALETTES, initialsOf, paletteForName, type AvatarPalette } from './initials';
export { UserAvatar, type UserAvatarProps } from './UserAvatar';
export { UserCell, type UserCellProps } from './UserCell';
