import { describe, expect, it } from 'vitest';
import { toRoomCalendar } from './bookedNights';

describe('toRoomCalendar', () => {
  it('maps the half-open ranges to stays and ends the calendar on the window’s last night', () => {
    const calendar = toRoomCalendar({
      roomId: 7,
      from: '2026-12-15',
      to: '2027-12-01',
      bookedNights: [{ start: '2026-12-20', end: '2026-12-23' }],
    });
    expect(calendar).toEqual({
      bookedNights: [{ checkInDate: '2026-12-20', checkOutDate: '2026-12-23' }],
      lastMonth: '2027-11-30',
    });
  });
});
