export { ModalFrame, type ModalFrameProps } from './ModalFrame';
