export { SplitLayout, type SplitLayoutProps } from './SplitLayout';
