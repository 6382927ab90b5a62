// Public entry of @playbook/core: every module's exports, one line per file.
export * from './odds/convert.ts';
export * from './random.ts';
