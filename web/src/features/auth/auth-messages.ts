import { ApiError, describeError } from '@/lib/api';

/** Spec 3 §8 says "Invalid username or password"; a rate limit (429) says when to try again instead. */
export function loginFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 429 ? describeError(error) : 'Invalid username or password';
}

/** Spec 3 §8 for a taken username (409); a rejected field (400) or a rate limit (429) says what to fix. */
export function registrationFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return 'Username may already be taken';
  return describeError(error);
}
