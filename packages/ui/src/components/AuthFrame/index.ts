export { AuthFrame, type AuthFrameProps } from './AuthFrame';
