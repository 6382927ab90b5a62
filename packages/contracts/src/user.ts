// zod's small API (zod/mini): the web's first page reads the signed-in user with it, without the full API (ADR 068).
import * as z from 'zod/mini';

export const roleSchema = z.enum(['user', 'admin']);
export const subscriptionStatusSchema = z.enum(['active', 'inactive', 'expired']);

export const userSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.nullable(z.string()),
  role: roleSchema,
  subscriptionType: z.string(),
  subscriptionStatus: subscriptionStatusSchema,
  subscriptionStartDate: z.nullable(z.string()),
  subscriptionEndDate: z.nullable(z.string()),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;
