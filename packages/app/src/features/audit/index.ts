// The audit log (issue 32) for the rest of the app: Settings' section of one's own security
// events (the superadmin's log is a screen of its own, reached by its route).
export { LazyRecentSecurityActivity } from './components/LazyRecentSecurityActivity';
