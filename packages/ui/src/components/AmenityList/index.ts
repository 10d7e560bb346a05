export { AmenityIcon } from './AmenityIcon';
export { AmenityList, type AmenityListProps } from './AmenityList';
export { amenitiesMessages, type AmenitiesMessages } from './AmenityList.messages';
