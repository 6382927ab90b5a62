import { describeFailure } from '../features/sports/refresh/refresh-log.ts';

/**
 * A command's failure on the console: its message, and the underlying cause (the database's own message,
 * which the API keeps to the log, is what the operator at the console needs).
 */
export function printFailure(error: unknown): void {
  console.error(error instanceof Error ? error.message : String(error));
  if (error instanceof Error && error.cause !== undefined) console.error(`Cause: ${describeFailure(error.cause)}`);
}
