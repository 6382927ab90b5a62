/** The server test files whose database can be PostgreSQL, relative to `root` (the repository by default), sorted. */
export function engineDependentTests(root?: string): string[];
