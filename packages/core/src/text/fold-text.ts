/**
 * Typed, pasted and read-off text, tidied one way everywhere: a team, a selection, a tag or a label compares the
 * same whatever its spacing, so 'Kansas  City' and 'Kansas City ' are one name.
 */

/** Outer spaces dropped, inner runs of spaces (tabs and line breaks too) made one. */
export const collapseSpaces = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The comparison key of a text: spacing and case aside, 'KC  -3.5' and 'kc -3.5' are one. */
export const foldText = (text: string): string => collapseSpaces(text).toLowerCase();
