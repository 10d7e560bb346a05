import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { getGetOutboxMailsMockHandler, getRetryOutboxMailMockHandler } from '@hotel/api-client/mocks';
import type { OutboxMail, OutboxMailPage } from '@hotel/api-client';
import { apiError, apiServer, eventually, internalError, unreachableOnce } from '../test/apiServer';
import { logInAs, readInGerman, renderApp, retryWhenUnreachable } from '../test/renderApp';

const failedMail = (id: number, recipient: string): OutboxMail => ({
  id,
  messageId: `<${id}.outbox@havenhub.test>`,
  kind: 'booking_confirmation',
  recipient,
  subject: 'HavenHub - Booking Confirmation',
  attempts: 10,
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  createdAt: '2026-12-14T09:00:00.000Z',
  failedAt: '2026-12-14T09:30:00.000Z',
});

/** The outbox's failed mail (as it is at each call), 2 a page, as the API pages it (from 0); records each page asked for. */
function outbox(failed: OutboxMail[] | (() => OutboxMail[])) {
  const asked: Array<{ status: string | null; page: string | null }> = [];
  const handler = getGetOutboxMailsMockHandler(({ request }): OutboxMailPage => {
    const query = new URL(request.url).searchParams;
    asked.push({ status: query.get('status'), page: query.get('page') });
    const page = Number(query.get('page'));
    const mails = typeof failed === 'function' ? failed() : failed;
    return { mails: mails.slice(page * 2, page * 2 + 2), page, size: 2, total: mails.length };
  });
  return { handler, asked };
}

const resendName = (recipient: string) => `Send again: HavenHub - Booking Confirmation to ${recipient}`;

describe('FailedMailRoute', () => {
  it('lists the failed mail of the first page, asking the API for its page 0', async () => {
    logInAs('admin');
    const { handler, asked } = outbox([failedMail(12, 'ada@example.com'), failedMail(7, 'grace@example.com')]);
    apiServer.use(handler);
    const { screen } = renderApp('/failed-mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed Mail' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('ada@example.com')).toBeTruthy();
    expect(within(table).getByText('grace@example.com')).toBeTruthy();
    expect(screen.getByText('2 failed in all')).toBeTruthy();
    expect(asked).toEqual([{ status: 'failed', page: '0' }]);
  });

  it('moves between pages (the kit counts from 1, the API from 0) and keeps the page in the address', async () => {
    logInAs('admin');
    const mails = [1, 2, 3, 4, 5].map((id) => failedMail(id, `guest${id}@example.com`));
    const { handler, asked } = outbox(mails);
    apiServer.use(handler);
    const { screen, location } = renderApp('/failed-mail?page=2');
    expect(await screen.findByText('guest3@example.com')).toBeTruthy();
    expect(asked.at(-1)?.page).toBe('1');
    const paging = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(paging).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(paging).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('guest5@example.com')).toBeTruthy();
    expect(asked.at(-1)?.page).toBe('2');
    expect(location().search).toBe('?page=3');
    expect(screen.queryByText('guest3@example.com')).toBeNull();
  });

  it('sends a mail again, shows the server’s text and reloads the page without it', async () => {
    logInAs('admin');
    let mails = [failedMail(12, 'ada@example.com'), failedMail(7, 'grace@example.com')];
    const retried: string[] = [];
    apiServer.use(
      outbox(() => mails).handler,
      getRetryOutboxMailMockHandler(({ params }) => {
        retried.push(String(params.mailId));
        // The mail leaves the failed list, as on the server.
        mails = mails.filter((mail) => String(mail.id) !== params.mailId);
        return { message: 'The mail is queued to be sent again.' };
      }),
    );
    const { screen } = renderApp('/failed-mail');
    fireEvent.click(await screen.findByRole('button', { name: resendName('grace@example.com') }));
    expect(await screen.findByText('The mail is queued to be sent again.')).toBeTruthy();
    expect(retried).toEqual(['7']);
    await eventually(() => expect(screen.queryByText('grace@example.com')).toBeNull());
    expect(within(screen.getByRole('table')).getByText('ada@example.com')).toBeTruthy();
  });

  it('says a refused Send again in German under German', async () => {
    await readInGerman();
    logInAs('admin');
    const message = 'Only a failed mail can be sent again; this one is still queued.';
    apiServer.use(
      outbox([failedMail(12, 'ada@example.com')]).handler,
      apiError('post', '*/admin/mail/:mailId/retry', { status: 409, code: 'MAIL_NOT_FAILED', message }),
    );
    const { screen } = renderApp('/failed-mail');
    fireEvent.click(await screen.findByRole('button', { name: 'Erneut senden: HavenHub - Booking Confirmation an ada@example.com' }));
    expect(
      await screen.findByText('Fehler beim erneuten Senden der E-Mail: Nur eine nicht zugestellte E-Mail kann erneut gesendet werden; diese wartet noch auf den Versand.'),
    ).toBeTruthy();
  });

  it('shows the server’s reason when Send again is refused', async () => {
    logInAs('admin');
    const message = 'Only a failed mail can be sent again; this one is still queued.';
    apiServer.use(
      outbox([failedMail(12, 'ada@example.com')]).handler,
      apiError('post', '*/admin/mail/:mailId/retry', { status: 409, code: 'MAIL_NOT_FAILED', message }),
    );
    const { screen } = renderApp('/failed-mail');
    fireEvent.click(await screen.findByRole('button', { name: resendName('ada@example.com') }));
    expect(await screen.findByText(`Error sending mail again : ${message}`)).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });

  it('shows it in German under German', async () => {
    await readInGerman();
    logInAs('admin');
    apiServer.use(apiError('get', '*/admin/mail/', internalError));
    const { screen } = renderApp('/failed-mail');
    expect(await screen.findByText('Fehler beim Laden der nicht zugestellten E-Mails: Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es später erneut.')).toBeTruthy();
  });

  it('shows the error with the server’s text when the list fails', async () => {
    logInAs('admin');
    apiServer.use(apiError('get', '*/admin/mail/', internalError));
    const { screen } = renderApp('/failed-mail');
    expect(await screen.findByText(`Error fetching failed mail : ${internalError.message}`)).toBeTruthy();
  });

  it('says so in the guest’s words when the hotel cannot be reached, and Retry loads the list', async () => {
    logInAs('admin');
    apiServer.use(unreachableOnce('get', '*/admin/mail/'), outbox([failedMail(12, 'ada@example.com')]).handler);
    const { screen } = renderApp('/failed-mail');
    await retryWhenUnreachable();
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
  });

  it('explains to a guest that the page is for administrators, and asks nothing', async () => {
    logInAs('user');
    let calls = 0;
    apiServer.use(http.get('*/admin/mail/', () => {
      calls += 1;
      return HttpResponse.json({ code: 'FORBIDDEN', message: 'Forbidden' }, { status: 403 });
    }));
    const { screen } = renderApp('/failed-mail');
    expect(await screen.findByText('Administrators only')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls).toBe(0);
  });
});
