/** The room-type key used for comparisons: trimmed and case-folded. */
function typeKey(roomType: string): string {
  return roomType.trim().toLocaleLowerCase();
}

/** True when two room types name the same type (exact match, ignoring case and surrounding spaces). */
export function isSameRoomType(a: string, b: string): boolean {
  return typeKey(a) === typeKey(b);
}

/**
 * The rooms of one type, in their original order. The match is exact but case-insensitive, so
 * 'single' keeps 'Single' rooms and never 'Single Deluxe' ones. An empty (or blank) type keeps every room.
 */
export function filterRoomsByType<Room extends { roomType: string }>(rooms: readonly Room[], roomType: string): Room[] {
  const key = typeKey(roomType);
  if (key === '') return [...rooms];
  return rooms.filter((room) => typeKey(room.roomType) === key);
}

/**
 * The distinct room types of a list of types, trimmed, in first-seen order. Types that differ only in
 * case count as one (the first spelling wins); blank types are dropped. Feed it `rooms.map((r) => r.roomType)`.
 */
export function distinctRoomTypes(roomTypes: readonly string[]): string[] {
  const seen = new Set<string>();
  const distinct: string[] = [];
  for (const roomType of roomTypes) {
    const key = typeKey(roomType);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    distinct.push(roomType.trim());
  }
  return distinct;
}
