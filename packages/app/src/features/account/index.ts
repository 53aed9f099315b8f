// The account endpoints' data for other features: the signed-in user, the directories, the
// spec's toasts around every account action.
export { accountApi } from './api/account-api';
export { useAllUsers, useBlockedMembers, useMe, useValidUsers } from './api/hooks';
export { accountKeys } from './api/keys';
export {
  BLOCK_FALLBACK,
  PASSWORD_FALLBACK,
  RESTORE_FROM_LIST_FAILURE,
  RESTORE_FROM_LIST_SUCCESS,
  UPDATE_FALLBACK,
} from './api/messages';
export { accountActions } from './api/mutations';
export { BlockMemberAction, type BlockMemberActionProps } from './components/BlockMemberAction';
export { passwordProblem, type ReauthOutcome } from './api/reauth';
