// The sign-in and sign-up checks, loaded when a form is first used: the page shows without zod's full API (ADR 068).
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, registerRequestSchema } from '@playbook/contracts';

export const signInResolver = zodResolver(loginRequestSchema);
export const signUpResolver = zodResolver(registerRequestSchema);
