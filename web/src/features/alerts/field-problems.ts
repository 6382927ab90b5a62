import type { RuleDraft } from './rule-draft';

/** The form's list of what the server found wrong, which each named field points to. */
export const PROBLEMS_ID = 'alert-rule-problems';

/** A kind's fields: the draft, a change to it, and the fields the server's last answer named. */
export interface FieldsProps {
  draft: RuleDraft;
  change: (patch: Partial<RuleDraft>) => void;
  invalid: ReadonlySet<string>;
}

/** Marks a field the server named as invalid and points it to the message. */
export function problemProps(invalid: ReadonlySet<string>, field: string) {
  return invalid.has(field) ? { 'aria-invalid': true, 'aria-describedby': PROBLEMS_ID } : {};
}
