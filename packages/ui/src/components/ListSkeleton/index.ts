export { ListSkeleton, type ListSkeletonProps } from './ListSkeleton';
