export { FormAlert, type FormAlertProps, type FormAlertStatus } from './FormAlert';
