import { describe, expect, it } from 'vitest';
import { parseRoomId } from './routeParams';

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
