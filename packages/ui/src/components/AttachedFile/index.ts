export { AttachedFile, type AttachedFileProps } from './AttachedFile';
