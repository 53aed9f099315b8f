// Accounts as the review lists show them, for the other lists (providers, the dashboard), and the
// delete confirmation the settings share.
export { DeleteAccountDialog } from './components/DeleteAccountDialog';
export { accountStatus } from './utils/review-filters';
export { createUserSearch } from './utils/user-search';
