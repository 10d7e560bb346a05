export { DescriptionList, type DescriptionListProps } from './DescriptionList';
