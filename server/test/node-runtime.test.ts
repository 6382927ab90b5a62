import { describe, expect, it } from 'vitest';

// ADR 065: the project runs on Node 24 LTS, which npm scripts take from the `node` devDependency.
describe('the Node.js the tests run on', () => {
  it('is Node 24 or later', () => {
    console.log(`tests run on Node ${process.version}`);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
