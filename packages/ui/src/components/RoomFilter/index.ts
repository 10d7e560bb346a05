export { RoomFilter, type RoomFilterProps } from './RoomFilter';
export { roomFilterMessages, type RoomFilterMessages } from './RoomFilter.messages';
