export { PageWrapper, type PageAction, type PageWrapperProps } from './PageWrapper';
