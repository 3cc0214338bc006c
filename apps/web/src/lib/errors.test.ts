import { TEXT } from '@leavedesk/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { errorMessage, isNetworkError } from './errors';

describe('error message mapping (part 1 §8)', () => {
  it.each([
    ['no connection', new ApiError(0, 'INTERNET_ERROR', 'Failed to fetch'), TEXT.internetError],
    ['a server error without our body', new ApiError(502, 'SERVER_ERROR', 'Bad Gateway'), TEXT.serverError],
    ['an answer that is not our JSON', new ApiError(200, 'BACKEND_ERROR', 'x'), TEXT.backendError],
    ['any 403', new ApiError(403, 'WRONG_CREDENTIALS', 'whatever'), TEXT.wrongCredentials],
    ["the browser's 'Failed to fetch'", new TypeError('Failed to fetch'), TEXT.checkConnection],
    [
      'a server message',
      new ApiError(409, 'EMAIL_TAKEN', 'Email is already registered.'),
      'Email is already registered.',
    ],
    ['an error without a message', new Error(''), TEXT.unknownError],
    ['something that is not an error', undefined, TEXT.unknownError],
    ['a plain object', { foo: 1 }, TEXT.unknownError],
  ])('%s', (_, error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });

  it('uses the exact texts of the spec', () => {
    expect(TEXT.internetError).toBe('Internet connection error. Please check your network.');
    expect(TEXT.serverError).toBe('Server error. Please try again later.');
    expect(TEXT.backendError).toBe('Backend error. Please contact support.');
    expect(TEXT.wrongCredentials).toBe('Username or password is incorrect.');
    expect(TEXT.checkConnection).toBe('Check your connection');
    expect(TEXT.unknownError).toBe('An unknown error occurred.');
  });
});

describe('a failure for want of a connection', () => {
  it.each([
    ['a call with no answer', new ApiError(0, 'INTERNET_ERROR', 'Failed to fetch'), true],
    ["Chromium's failed import", new TypeError('Failed to fetch dynamically imported module: /a.js'), true],
    ["Firefox's failed import", new TypeError('error loading dynamically imported module: /a.js'), true],
    ["Safari's failed import", new TypeError('Importing a module script failed.'), true],
    ['a fault in a screen', new TypeError("Cannot read properties of undefined (reading 'name')"), false],
    ['a server refusal', new ApiError(500, 'SERVER_ERROR', 'Server error'), false],
  ])('%s: %s', (_, error, expected) => {
    expect(isNetworkError(error)).toBe(expected);
  });
});
