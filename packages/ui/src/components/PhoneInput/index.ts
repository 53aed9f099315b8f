export { PhoneInput, type PhoneInputProps } from './PhoneInput';
