// What the public screens of other features (a guest's invite, the verify page) share with the
// sign-in screens.
export { AuthScreen } from './components/AuthScreen';
