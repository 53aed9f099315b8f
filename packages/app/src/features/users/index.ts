// Accounts as the review lists show them, for the other lists (providers, the dashboard), and the
// delete confirmation the settings share (its code loads when it first opens).
export { LazyDeleteAccountDialog } from './components/LazyDeleteAccountDialog';
export { accountStatus } from './utils/review-filters';
export { createUserSearch } from './utils/user-search';
