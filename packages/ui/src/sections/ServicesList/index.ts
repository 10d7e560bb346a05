export { ServicesList, type ServicesListProps } from './ServicesList';
export { servicesListMessages, type ServicesListMessages } from './ServicesList.messages';
