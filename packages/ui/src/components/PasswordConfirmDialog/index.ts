export { PasswordConfirmDialog, type PasswordConfirmDialogProps } from './PasswordConfirmDialog';
