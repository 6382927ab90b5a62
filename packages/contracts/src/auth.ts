import { z } from 'zod';
import { brokenTextMessage, isWholeText, textField } from './text-field.ts';
import { userSchema } from './user.ts';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

const requiredText = (label: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) });

export const usernameSchema = requiredText('Username')
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, digits, _, - and .')
  .regex(/[A-Za-z0-9]/, 'Username must contain at least one letter or digit');

export const newPasswordSchema = requiredText('Password')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((password) => password.trim().length > 0, 'Password must not be only spaces')
  // Hashed as UTF-8, a lone surrogate would become U+FFFD: a password other than the one chosen.
  .refine(isWholeText, brokenTextMessage('Password'));

/** Spaces around an address are a paste's, not the address's: trimmed before it is checked and stored. */
export const emailSchema = z
  .string({ error: 'Email must be a valid email address' })
  .trim()
  .pipe(z.email({ error: 'Email must be a valid email address' }).max(254, 'Email must be at most 254 characters'));

/** Sign-in checks only presence and size, so a rule change never locks an old account out. */
export const loginRequestSchema = z.object({
  username: textField('Username', USERNAME_MAX),
  password: requiredText('Password')
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(userSchema),
  totalUsers: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
