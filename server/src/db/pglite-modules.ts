/**
 * PGlite and its drizzle driver, loaded when an embedded database is first opened: a server on PostgreSQL never
 * loads them (about 5 MB resident, ADR 065).
 */
export async function loadPglite() {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { PGlite, drizzle, migrate };
}
