export { RecoveryCodeList, type RecoveryCodeListProps } from './RecoveryCodeList';
export { recoveryCodesText } from './recovery-codes-text';
