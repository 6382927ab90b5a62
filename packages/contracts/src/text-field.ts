import { z } from 'zod';

// C0 controls and DEL: never part of a name, and PostgreSQL refuses the NUL byte in text.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/; // eslint-disable-line no-control-regex -- matching them is the point

/**
 * A required, trimmed text field whose every failure names its own rule: missing, not text, empty, too
 * long, or holding control characters. `label` starts each message ("Username must be at most 32 characters").
 */
export function textField(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} must not contain control characters`);
}
