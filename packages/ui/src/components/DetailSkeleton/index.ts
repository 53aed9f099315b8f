export { DetailSkeleton, type DetailSkeletonProps } from './DetailSkeleton';
