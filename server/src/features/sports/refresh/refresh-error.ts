/** A refresh that changed nothing: the source failed or sent bad data, or the write was rolled back. */
export class RefreshError extends Error {}
