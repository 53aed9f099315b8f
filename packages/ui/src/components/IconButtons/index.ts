export {
  AvatarButton,
  DeleteButton,
  ViewButton,
  type ActionIconButtonProps,
  type AvatarButtonProps,
} from './IconButtons';
