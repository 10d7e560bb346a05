import { describe, expect, it } from 'vitest';
import { parsePageParam, parseRoomId } from './routeParams';

describe('parseRoomId', () => {
  it('reads positive whole numbers', () => {
    expect(parseRoomId('1')).toBe(1);
    expect(parseRoomId('2147483647')).toBe(2147483647);
  });

  it('refuses everything else', () => {
    for (const value of [undefined, '', '0', '-2', '1.5', 'abc', '1e3', ' 1', '2147483648', '99999999999']) {
      expect(parseRoomId(value)).toBeNull();
    }
  });
});

describe('parsePageParam', () => {
  it('reads a page counted from 1', () => {
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('7')).toBe(7);
    expect(parsePageParam('100001')).toBe(100_001);
  });

  it('takes page 1 for a missing or broken page', () => {
    for (const value of [null, '', '0', '-1', '1.5', 'two', ' 2', '100002', '9999999']) expect(parsePageParam(value)).toBe(1);
  });
});
