import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { loginFailureMessage, registrationFailureMessage } from './auth-messages';

const body = (message: string) => JSON.stringify({ error: { code: 'X', message } });
const apiError = (status: number, message: string) => new ApiError(status, `${status}: ${body(message)}`, message);

describe('loginFailureMessage', () => {
  it('is the docs/product/accounts-and-admin.md text for a rejected sign-in', () => {
    expect(loginFailureMessage(apiError(401, 'Invalid username or password'))).toBe('Invalid username or password');
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toBe('Invalid username or password');
  });

  it('passes on the server message when rate limited', () => {
    expect(loginFailureMessage(apiError(429, 'Too many attempts. Try again in 60 seconds.'))).toBe(
      'Too many attempts. Try again in 60 seconds.',
    );
  });
});

describe('registrationFailureMessage', () => {
  it('is the docs/product/accounts-and-admin.md text for a taken username', () => {
    expect(registrationFailureMessage(apiError(409, 'Username already exists'))).toBe('Username may already be taken');
  });

  it('says plainly that an email address already has an account', () => {
    const taken = new ApiError(409, '409: taken', 'An account with this email already exists', 'EMAIL_TAKEN');
    expect(registrationFailureMessage(taken)).toBe('An account with this email already exists');
  });

  it('passes on the server message for validation and rate limits', () => {
    expect(registrationFailureMessage(apiError(400, 'email: Email must be a valid email address'))).toBe(
      'email: Email must be a valid email address',
    );
    expect(registrationFailureMessage(apiError(429, 'Slow down'))).toBe('Slow down');
  });
});
