export { StepIndicator, type StepIndicatorProps } from './StepIndicator';
