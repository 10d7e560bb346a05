import { describe, expect, it } from 'vitest';
import { ApiError } from '@hotel/api-client';
import { adminErrorsMessages, formatMessage, roomLoadErrorsMessages, serverErrorsMessages } from '@hotel/ui';
import { bestDetail, errorCode, errorDetail, isAbortError, isConnectionFailure, serverMessage, serverMessageOr } from './errorMessage';

const notFound = new ApiError('BOOKING_NOT_FOUND', 'No booking found with booking code :XYZ', 404);
const offline = new ApiError('NETWORK_ERROR', 'Network Error', 0);
const html = new ApiError('UNEXPECTED_RESPONSE', 'Request failed with status code 502', 502);

describe('serverMessage', () => {
  it("is the server's message for an error the server described", () => {
    expect(serverMessage(notFound)).toBe('No booking found with booking code :XYZ');
  });

  it('is null when no error body came back, or for other errors', () => {
    expect(serverMessage(offline)).toBeNull();
    expect(serverMessage(html)).toBeNull();
    expect(serverMessage(new Error('boom'))).toBeNull();
    expect(serverMessage('boom')).toBeNull();
  });
});

const deleteRoomFailed = (detail: string) => formatMessage(adminErrorsMessages.deleteRoomFailed, { detail });

describe('serverMessageOr (spec §8: the server text when present, otherwise the prefixed detail)', () => {
  it("uses the server's text", () => {
    expect(serverMessageOr(notFound, deleteRoomFailed)).toBe('No booking found with booking code :XYZ');
  });

  it("falls back to the spec's prefix and the error's detail", () => {
    expect(serverMessageOr(html, deleteRoomFailed)).toBe('Error deleting room Request failed with status code 502');
    const findBookingNoText = (detail: string) => formatMessage(serverErrorsMessages.findBookingNoText, { detail });
    expect(serverMessageOr(offline, findBookingNoText)).toBe('Error find booking : Network Error');
  });
});

describe('errorDetail and bestDetail', () => {
  it('reads the text of errors and strings', () => {
    expect(errorDetail(new Error('boom'))).toBe('boom');
    expect(errorDetail('plain')).toBe('plain');
    expect(errorDetail(42)).toBe('42');
  });

  it("prefers the server's message", () => {
    expect(bestDetail(notFound)).toBe('No booking found with booking code :XYZ');
    expect(bestDetail(offline)).toBe('Network Error');
  });
});

describe('isAbortError', () => {
  it('recognises aborted waits and cancelled requests', () => {
    expect(isAbortError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isAbortError(new ApiError('NETWORK_ERROR', 'canceled', 0))).toBe(true);
  });

  it('does not treat real failures as aborts', () => {
    expect(isAbortError(offline)).toBe(false);
    expect(isAbortError(notFound)).toBe(false);
  });
});

describe('errorCode', () => {
  it("is the server's code, or null", () => {
    expect(errorCode(new ApiError('EMAIL_NOT_VERIFIED', 'Please verify', 403))).toBe('EMAIL_NOT_VERIFIED');
    expect(errorCode(offline)).toBeNull();
    expect(errorCode(new Error('x'))).toBeNull();
  });
});

describe('the spec texts', () => {
  it('are spelled as the spec has them', () => {
    expect(roomLoadErrorsMessages.roomsLoadFailed).toBe('Error : Error fetching rooms');
    // The login's and those around a server's text live in the kit (ServerErrors), to be shown in the reader's
    // language (its own tests hold the spec's spelling).
    expect(serverErrorsMessages.invalidCredentials).toBe('Invalid username or password. Please try again.');
  });
});

describe('isConnectionFailure (the guest’s words and Retry instead of the spec’s text)', () => {
  it('is true when no answer came from the hotel: offline, a gateway’s 502/503/504, a timeout', () => {
    expect(isConnectionFailure(offline)).toBe(true);
    expect(isConnectionFailure(html)).toBe(true);
    expect(isConnectionFailure(new ApiError('UNEXPECTED_RESPONSE', 'Request failed with status code 504', 504))).toBe(true);
    expect(isConnectionFailure(new ApiError('TIMEOUT', 'timeout of 30000ms exceeded', 0))).toBe(true);
  });

  it('is false for what the server said, an unexpected answer of its own, an abort or another error', () => {
    expect(isConnectionFailure(notFound)).toBe(false);
    expect(isConnectionFailure(new ApiError('INTERNAL', 'Something went wrong.', 500))).toBe(false);
    expect(isConnectionFailure(new ApiError('UNEXPECTED_RESPONSE', 'Request failed with status code 418', 418))).toBe(false);
    expect(isConnectionFailure(new ApiError('NETWORK_ERROR', 'canceled', 0))).toBe(false);
    expect(isConnectionFailure(new Error('boom'))).toBe(false);
  });
});
