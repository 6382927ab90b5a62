// The schemas the app's frame reads answers and messages with (the session, display settings, failures, other
// tabs' messages), loaded when first needed rather than with the page: they bring zod, which the sign-in page does
// without (ADR 068). One module, so one load brings them all; loadFrameSchemas in schema.ts imports it.
import * as z from 'zod/mini';
import { apiErrorSchema, userSchema } from '@playbook/contracts';
import { checked } from './schema';

export { displaySettingsResponseSchema, userSchema } from '@playbook/contracts';

/** What a tab tells the others after a sign-in, sign-up, sign-out or admin sign-in: who the cookie now names (null: nobody). */
export const sessionChangeSchema = z.object({ kind: z.literal('session-change'), user: z.nullable(userSchema) });
export type SessionChange = z.infer<typeof sessionChangeSchema>;

/** The `{error:{code,message}}` of a failure's body (docs/product/api.md), when it has one. */
export function serverErrorOf(text: string): { code: string; message: string } | undefined {
  try {
    return checked(apiErrorSchema, JSON.parse(text))?.value.error;
  } catch {
    return undefined;
  }
}
