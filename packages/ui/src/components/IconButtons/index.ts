export {
  AvatarButton,
  DeleteButton,
  TooltipIconButton,
  ViewButton,
  type ActionIconButtonProps,
  type AvatarButtonProps,
  type TooltipIconButtonProps,
} from './IconButtons';
