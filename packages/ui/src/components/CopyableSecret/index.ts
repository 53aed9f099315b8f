export { CopyableSecret, type CopyableSecretProps } from './CopyableSecret';
export { groupText } from './group-text';
