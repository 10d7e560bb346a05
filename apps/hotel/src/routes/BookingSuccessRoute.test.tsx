import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingSuccessState } from '../mappers/screenState';
import { readInGerman, renderApp } from '../test/renderApp';

/** What the booking screen hands over: the server's answer (its text as apps/api words it) and the code. */
const booked = {
  message: 'Room booked successfully, Your booking confirmation code is :ABCD2345EFGH6789',
  confirmationCode: 'ABCD2345EFGH6789',
} satisfies BookingSuccessState;

describe('BookingSuccessRoute', () => {
  it('shows the booking’s message and confirmation code handed over by the booking screen', async () => {
    const { screen, router } = renderApp('/find-booking');
    await act(() => router.navigate('/booking-success', { state: booked }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Success!' })).toBeTruthy();
    expect(screen.getByText(booked.message)).toBeTruthy();
    expect(screen.getByText('ABCD2345EFGH6789')).toBeTruthy();
  });

  it('says the booking’s message in German, from the kit’s messages', async () => {
    await readInGerman();
    const { screen, router } = renderApp('/find-booking');
    await act(() => router.navigate('/booking-success', { state: booked }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Buchung erfolgreich!' })).toBeTruthy();
    expect(screen.getByText('Zimmer erfolgreich gebucht. Ihr Bestätigungscode lautet: ABCD2345EFGH6789')).toBeTruthy();
  });

  it('shows the booking’s error', async () => {
    const { screen, router } = renderApp('/find-booking');
    const state: BookingSuccessState = { error: 'Error booking room : The room is not available for the selected dates.' };
    await act(() => router.navigate('/booking-success', { state }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Booking Room!' })).toBeTruthy();
    expect(screen.getByText(state.error)).toBeTruthy();
  });

  it('shows a neutral note when opened without a result', async () => {
    const { screen } = renderApp('/booking-success');
    expect(await screen.findByText('There is no booking result to show here.')).toBeTruthy();
  });

  it('says the note in German under German', async () => {
    await readInGerman();
    const { screen } = renderApp('/booking-success');
    expect(await screen.findByText('Hier gibt es kein Buchungsergebnis anzuzeigen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeTruthy();
  });
});
