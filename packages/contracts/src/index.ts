// Public entry of @playbook/contracts: one zod schema per request and response.
export * from './errors.ts';
export * from './auth.ts';
