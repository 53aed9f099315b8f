// The notice shown in place of a screen that the signed-in role has no use for.
export { RoleNotice } from './components/RoleNotice';
