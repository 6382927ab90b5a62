import { z } from 'zod';

// C0 controls and DEL: never part of a name, and PostgreSQL refuses the NUL byte in text.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/; // eslint-disable-line no-control-regex -- matching them is the point

/**
 * Half of a UTF-16 surrogate pair with no other half (JSON's "\ud800"): no character at all. PostgreSQL's
 * jsonb refuses it (a 500 on the watchlist) and a text column stores U+FFFD in its place (a changed value).
 * With the u flag the class matches only unpaired halves: emoji and other astral characters pass.
 */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** True when the text is whole characters (no lone surrogate), so it is stored exactly as sent. */
export function isWholeText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** The message of a text holding a lone surrogate; `label` starts it. */
export const brokenTextMessage = (label: string): string => `${label} must be valid Unicode text`;

/**
 * A required, trimmed text field whose every failure names its own rule: missing, not text, empty, too
 * long, holding control characters or a lone surrogate. `label` starts each message ("Username must be at most 32 characters").
 */
export function textField(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} must not contain control characters`)
    .refine(isWholeText, brokenTextMessage(label));
}
