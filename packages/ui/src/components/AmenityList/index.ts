export { AmenityIcon } from './AmenityIcon';
export { AmenityList, type AmenityListProps } from './AmenityList';
export { amenitiesMessages, bedTypesMessages, type AmenitiesMessages, type BedTypesMessages } from './AmenityList.messages';
