import { HttpError } from '../../../plugins/error-handler.ts';
import { RefreshError } from './refresh-service.ts';
import { SupersededRefreshError } from './refresh-order.ts';

/**
 * A refresh overtaken by a newer one (another instance's, or a file load's, that started later and committed
 * first; in one process a refresh starts only once it holds its leagues, see RefreshStart) is no failure of the
 * source, so it is not a 502 "refresh failed": it answers 409 REFRESH_SUPERSEDED. Its write stopped before
 * changing anything, the newer refresh's data is stored and kept, so nothing is lost and the screens show the
 * newer data once they read again. 409 because the request conflicted with the state another refresh had just
 * written, and repeating it later succeeds.
 */
function supersededAnswer(error: SupersededRefreshError): HttpError {
  return new HttpError(
    409,
    'REFRESH_SUPERSEDED',
    `A newer refresh of ${error.league} finished while this one was running: its data is kept, and this refresh stopped without changing anything (nothing was lost)`,
  );
}

/** A failed refresh answers 502 (the upstream source failed, nothing changed) with what went wrong. */
export function refreshFailure(what: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof SupersededRefreshError) throw supersededAnswer(error);
    if (error instanceof RefreshError) throw new HttpError(502, 'REFRESH_FAILED', `${what}: ${error.message}`);
    throw error;
  };
}
