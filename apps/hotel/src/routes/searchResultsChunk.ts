// Imported only through `React.lazy` (LazyRoomSearchResults): the results with their list, filter and pages become
// their own chunk (shared with Browse), which the home page announces ahead (routePreloads).
export { RoomSearchResults as default } from '@hotel/ui';
