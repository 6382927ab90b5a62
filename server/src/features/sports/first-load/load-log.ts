/** What loading and refreshing report to: the app's logger, or the console of the seed command. */
export interface LoadLog {
  info(message: string): void;
  warn(details: { err: unknown }, message: string): void;
  error(details: { err: unknown }, message: string): void;
}
