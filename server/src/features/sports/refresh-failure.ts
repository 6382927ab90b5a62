import { HttpError } from '../../plugins/error-handler.ts';
import { RefreshError } from './refresh/refresh-service.ts';

/** A failed refresh answers 502 (the upstream source failed, nothing changed) with what went wrong. */
export function refreshFailure(what: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof RefreshError) throw new HttpError(502, 'REFRESH_FAILED', `${what}: ${error.message}`);
    throw error;
  };
}
