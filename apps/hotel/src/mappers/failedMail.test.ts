import { describe, expect, it } from 'vitest';
import type { OutboxMail } from '@hotel/api-client';
import { parsePageParam, toApiPage } from './adminParams';
import { toFailedMailPageView } from './failedMail';

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

describe('failed mail pages', () => {
  const mail: OutboxMail = {
    id: 12,
    messageId: '<12.abc@havenhub.test>',
    kind: 'booking_confirmation',
    recipient: 'ada@example.com',
    subject: 'HavenHub - Booking Confirmation',
    attempts: 10,
    lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
    createdAt: '2026-12-14T09:00:00.000Z',
    failedAt: '2026-12-14T09:30:00.000Z',
  };

  it('asks the API (pages from 0) for the page before the kit’s number (pages from 1)', () => {
    expect(toApiPage(1)).toBe(0);
    expect(toApiPage(3)).toBe(2);
  });

  it('numbers the API’s page from 1 for the kit, and counts the pages', () => {
    expect(toFailedMailPageView({ mails: [mail], page: 2, size: 20, total: 45 })).toEqual({
      mails: [
        { id: 12, recipient: 'ada@example.com', subject: 'HavenHub - Booking Confirmation', kind: 'booking_confirmation', attempts: 10, lastError: 'connect ECONNREFUSED 127.0.0.1:2525', failedAt: '2026-12-14T09:30:00.000Z' },
      ],
      total: 45,
      page: 3,
      pageCount: 3,
    });
  });

  it('counts a full last page, and one page when nothing failed', () => {
    expect(toFailedMailPageView({ mails: [mail], page: 1, size: 20, total: 40 }).pageCount).toBe(2);
    expect(toFailedMailPageView({ mails: [], page: 0, size: 20, total: 0 })).toEqual({ mails: [], total: 0, page: 1, pageCount: 1 });
  });
});
