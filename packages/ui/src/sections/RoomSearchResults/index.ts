export { RoomSearchResults, SEARCH_RESULTS_PAGE_SIZE, type RoomSearchResultsProps } from './RoomSearchResults';
export { roomSearchResultsMessages, type RoomSearchResultsMessages } from './RoomSearchResults.messages';
