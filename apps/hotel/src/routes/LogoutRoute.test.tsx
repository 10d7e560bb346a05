import { describe, expect, it } from 'vitest';
import { readSession } from '../session/session';
import { logInAs, renderApp } from '../test/renderApp';

describe('LogoutRoute', () => {
  it('ends the session at /logout, showing the Find My Booking screen', async () => {
    logInAs('user');
    const { screen } = renderApp('/logout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find My Booking' })).toBeTruthy();
    expect(readSession()).toBeNull();
  });
});
