/**
 * Files the web build writes that the server reads by name. A module of its own, without zod, so the web's
 * build configuration loads only this.
 */

/** index.html with the signed-in first screen's chunks preloaded (ADR 074): the page the server sends for '/'. */
export const FIRST_SCREEN_HTML = 'first-screen.html';
