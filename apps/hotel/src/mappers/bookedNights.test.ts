import { describe, expect, it } from 'vitest';
import { bookedNightsWindow, toRoomCalendar } from './bookedNights';

describe('bookedNightsWindow', () => {
  it('runs from the hotel’s today to the first day of the month twelve months on, inside the API’s 13 months', () => {
    expect(bookedNightsWindow('2026-12-15')).toEqual({ from: '2026-12-15', to: '2027-12-01' });
    expect(bookedNightsWindow('2027-01-31')).toEqual({ from: '2027-01-31', to: '2028-01-01' });
  });
});

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
