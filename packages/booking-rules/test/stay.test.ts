import { describe, expect, it } from 'vitest';
import { MAX_STAY_NIGHTS, addDays, stayProblems } from '../src/index.js';

const today = '2025-09-18';

describe('stayProblems', () => {
  it('accepts one night from today and the longest stay', () => {
    expect(stayProblems({ checkInDate: today, checkOutDate: addDays(today, 1) }, today)).toEqual([]);
    expect(stayProblems({ checkInDate: today, checkOutDate: addDays(today, MAX_STAY_NIGHTS) }, today)).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(stayProblems({ checkInDate: '2025-02-30', checkOutDate: '' }, today)).toEqual(['CHECK_IN_INVALID', 'CHECK_OUT_INVALID']);
    expect(stayProblems({ checkInDate: today, checkOutDate: today }, today)).toEqual(['CHECK_OUT_NOT_AFTER_CHECK_IN']);
    expect(stayProblems({ checkInDate: '2025-09-17', checkOutDate: '2025-09-20' }, today)).toEqual(['CHECK_IN_IN_PAST']);
    expect(stayProblems({ checkInDate: today, checkOutDate: addDays(today, MAX_STAY_NIGHTS + 1) }, today)).toEqual(['STAY_TOO_LONG']);
    expect(stayProblems({ checkInDate: '2025-09-17', checkOutDate: '2025-09-16' }, today)).toEqual(['CHECK_OUT_NOT_AFTER_CHECK_IN', 'CHECK_IN_IN_PAST']);
  });

  it('leaves the past out when no today is given, but not the longest stay (the form used to let 396 nights through)', () => {
    expect(stayProblems({ checkInDate: '2000-01-01', checkOutDate: '2000-01-02' })).toEqual([]);
    expect(stayProblems({ checkInDate: today, checkOutDate: addDays(today, 396) })).toEqual(['STAY_TOO_LONG']);
  });
});
