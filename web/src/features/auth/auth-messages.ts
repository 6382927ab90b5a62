import { ApiError, describeError } from '@/lib/api';

/** docs/product/accounts-and-admin.md says "Invalid username or password"; a rate limit (429) says when to try again instead. */
export function loginFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 429 ? describeError(error) : 'Invalid username or password';
}

/**
 * docs/product/accounts-and-admin.md for a taken username (409); a taken email address (409 EMAIL_TAKEN, ADR 079),
 * a rejected field (400) or a rate limit (429) says what to fix.
 */
export function registrationFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && error.code !== 'EMAIL_TAKEN') return 'Username may already be taken';
  return describeError(error);
}
