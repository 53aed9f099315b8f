export { FormSkeleton, type FormSkeletonProps } from './FormSkeleton';
