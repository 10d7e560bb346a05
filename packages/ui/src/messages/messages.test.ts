import { describe, expect, it } from 'vitest';
import { formatMessage, type Message } from './Message';
import { mergeMessagesPacks, resolveMessages } from './resolveMessages';

describe('formatMessage', () => {
  it('calls function messages with their params', () => {
    const nights: Message<{ count: number }> = ({ count }) => (count === 1 ? '1 night' : `${count} nights`);
    expect(formatMessage(nights, { count: 1 })).toBe('1 night');
    expect(formatMessage(nights, { count: 3 })).toBe('3 nights');
  });

  it('fills {placeholders} in string messages and leaves unknown ones', () => {
    expect(formatMessage('Error : {message}', { message: 'Network down' })).toBe('Error : Network down');
    expect(formatMessage('Room No {id} was delete', { id: 7 })).toBe('Room No 7 was delete');
    expect(formatMessage('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });

  it('does not read inherited properties', () => {
    expect(formatMessage('{toString}', {})).toBe('{toString}');
  });
});

describe('resolveMessages', () => {
  const defaults = { heading: 'Default heading', action: 'Default action', hint: 'Default hint' };

  it('applies layers in order: later wins', () => {
    expect(resolveMessages(defaults, { heading: 'Brand heading', action: 'Brand action' }, { action: 'Prop action' })).toEqual({
      heading: 'Brand heading',
      action: 'Prop action',
      hint: 'Default hint',
    });
  });

  it('lets undefined entries and missing layers fall through', () => {
    expect(resolveMessages(defaults, undefined, { heading: undefined })).toEqual(defaults);
  });

  it('does not mutate the defaults', () => {
    resolveMessages(defaults, { heading: 'Changed' });
    expect(defaults.heading).toBe('Default heading');
  });
});

describe('mergeMessagesPacks', () => {
  it('layers packs group by group, later packs winning key by key', () => {
    const locale = { Paginator: { navigationLabel: 'Seitennavigation', pageLabel: 'Seite {page}' }, Alert: { dismiss: 'Schließen' } };
    const brand = { Paginator: { navigationLabel: 'Mehr Zimmer' } };
    expect(mergeMessagesPacks(locale, undefined, brand)).toEqual({
      Paginator: { navigationLabel: 'Mehr Zimmer', pageLabel: 'Seite {page}' },
      Alert: { dismiss: 'Schließen' },
    });
  });
});
