// zod's small API: every page reads failures with it, the first page included (ADR 068).
import * as z from 'zod/mini';

/** Every API failure has this body (docs/product/api.md: one error handler, 5xx details hidden). */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
