export { EyeIcon, EyeOffIcon, ShieldCheckIcon, type LineIconProps } from './LineIcon';
