/** The fallback toasts of spec section 8, word for word. */
export const LIST_FALLBACK = 'Failed to block this user.';
export const BLOCK_FALLBACK = 'Failed to block this user.';
export const UPDATE_FALLBACK = 'Failed to update this user.';
export const APPROVE_FALLBACK = 'Failed to approve this user.';
export const RESTORE_FALLBACK = 'Failed to restore this user.';
export const PASSWORD_FALLBACK = 'Failed to update the password.';
export const DELETE_ACCOUNT_SUCCESS = 'Account deleted successfully';
export const DELETE_ACCOUNT_FAILURE = 'Failed to delete account';
export const RESTORE_FROM_LIST_SUCCESS = 'User restored successfully';
export const RESTORE_FROM_LIST_FAILURE = 'Failed to restore user';
