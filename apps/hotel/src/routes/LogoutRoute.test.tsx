import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '../session/session';
import { logInAs, renderApp } from '../test/renderApp';

describe('LogoutRoute', () => {
  it('ends the session at /logout, showing the Find My Booking screen', async () => {
    logInAs('user');
    const { screen } = renderApp('/logout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find My Booking' })).toBeTruthy();
    // Ended in an effect once the screen is shown (LogoutRoute), so a moment after the heading appears.
    await waitFor(() => expect(readSession()).toBeNull());
  });
});
