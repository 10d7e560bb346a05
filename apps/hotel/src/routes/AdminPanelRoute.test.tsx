import { describe, expect, it } from 'vitest';
import { logInAs, readInGerman, renderApp } from '../test/renderApp';

describe('AdminPanelRoute', () => {
  it('links an admin to the rooms, bookings and front-desk screens', async () => {
    logInAs('admin');
    const { screen } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Adimin Panel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Rooms' }).getAttribute('href')).toBe('/existing-rooms');
    expect(screen.getByRole('link', { name: 'Manage Bookings' }).getAttribute('href')).toBe('/existing-bookings');
    expect(screen.getByRole('link', { name: 'Occupancy' }).getAttribute('href')).toBe('/admin/occupancy');
    expect(screen.getByRole('link', { name: 'Audit Log' }).getAttribute('href')).toBe('/admin/audit');
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/admin/reports');
  });

  it('explains to a guest that the page is for administrators', async () => {
    logInAs('user');
    const { screen } = renderApp('/admin');
    expect(await screen.findByText('Administrators only')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage Rooms' })).toBeNull();
  });

  it('explains it in German under German', async () => {
    await readInGerman();
    logInAs('user');
    const { screen } = renderApp('/admin');
    expect(await screen.findByText('Nur für Administratoren')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Administrators only')).toBeNull();
  });
});
