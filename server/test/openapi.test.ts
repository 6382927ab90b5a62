import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DOCS_JSON, DOCS_PREFIX } from '../src/features/docs/routes.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const operationSchema = z.object({
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  responses: z.record(z.string(), z.unknown()).optional(),
  requestBody: z.unknown().optional(),
  description: z.string().optional(),
  parameters: z.array(z.object({ name: z.string(), in: z.string() })).optional(),
});
const documentSchema = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
  components: z.object({ securitySchemes: z.record(z.string(), z.unknown()) }),
});

/** Fastify's `/api/teams/:league` is OpenAPI's `/api/teams/{league}`. */
const openApiPath = (url: string): string => url.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI at /api/docs', () => {
  const t = useTestApp();

  it('documents every registered route, with its access level as the security requirement', async () => {
    const response = await t.app.inject({ method: 'GET', url: DOCS_JSON });
    expect(response.statusCode).toBe(200);
    const document = documentSchema.parse(response.json());
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.components.securitySchemes)).toEqual(['session']);
    const routes = t.app.routeList.filter((route) => !route.url.startsWith(DOCS_PREFIX));
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]);
    expect(missing).toEqual([]);
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation?.security, `${route.method} ${route.url}`).toEqual(route.access === 'public' ? [] : [{ session: [] }]);
    }
  });

  it('carries the request and answer schemas of the contracts', async () => {
    const document = documentSchema.parse((await t.app.inject({ method: 'GET', url: DOCS_JSON })).json());
    const login = document.paths['/api/login']?.post;
    expect(JSON.stringify(login?.requestBody)).toContain('username');
    expect(Object.keys(login?.responses ?? {})).toContain('200');
  });

  it('documents how the parlay history pages and filters: its parameters and the next page’s header (ADR 043)', async () => {
    const document = documentSchema.parse((await t.app.inject({ method: 'GET', url: DOCS_JSON })).json());
    const history = document.paths['/api/parlays/history']?.get;
    expect(history?.parameters?.map(({ name, in: where }) => `${where} ${name}`)).toEqual(
      ['league', 'book', 'market', 'status', 'from', 'to', 'tag', 'limit', 'before'].map((name) => `query ${name}`),
    );
    expect(history?.description).toContain('`X-Next-Cursor` header is the `before` of the next page');
  });

  it('offers no request number past what the server accepts: odds within ±1,000,000, never the unbounded safe-integer range', async () => {
    const document = documentSchema.parse((await t.app.inject({ method: 'GET', url: DOCS_JSON })).json());
    const unbounded: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${at}[${i}]`));
      else if (node !== null && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        if (Math.abs(Number(record.maximum)) === Number.MAX_SAFE_INTEGER || Math.abs(Number(record.minimum)) === Number.MAX_SAFE_INTEGER) unbounded.push(at);
        for (const [key, value] of Object.entries(record)) walk(value, `${at}.${key}`);
      }
    };
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) walk({ requestBody: operation.requestBody, parameters: operation.parameters }, `${method} ${url}`);
    }
    expect(unbounded).toEqual([]);
    const leg = JSON.stringify(document.paths['/api/parlays/manual']?.post?.requestBody);
    expect(leg).toContain('"minimum":-1000000');
    expect(leg).toContain('"maximum":1000000');
  });

  it('shows a default only on a field a request may leave out, never beside an explicit null the server refuses', async () => {
    const document = documentSchema.parse((await t.app.inject({ method: 'GET', url: DOCS_JSON })).json());
    const misleading: string[] = [];
    const allowsNull = (schema: Record<string, unknown>): boolean =>
      schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null')) || JSON.stringify(schema.anyOf ?? []).includes('"null"');
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${at}[${i}]`));
      else if (node !== null && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        const required = Array.isArray(record.required) ? record.required : [];
        const parameterSchema = record.in === undefined ? undefined : (record.schema as Record<string, unknown> | undefined);
        if (parameterSchema && 'default' in parameterSchema && record.required === true) misleading.push(`${at} (${String(record.name)})`);
        const properties = (record.properties ?? {}) as Record<string, Record<string, unknown>>;
        for (const [name, property] of Object.entries(properties)) {
          if (!('default' in property)) continue;
          if (required.includes(name) || (property.default !== null && allowsNull(property))) misleading.push(`${at}.${name}`);
        }
        for (const [key, value] of Object.entries(record)) walk(value, `${at}.${key}`);
      }
    };
    let defaults = 0;
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const request = { requestBody: operation.requestBody, parameters: operation.parameters };
        defaults += (JSON.stringify(request).match(/"default":/g) ?? []).length;
        walk(request, `${method} ${url}`);
      }
    }
    expect(defaults).toBeGreaterThan(0);
    expect(misleading).toEqual([]);
  });

  it('serves a viewer page from the npm package, loading only same-origin scripts, without a session', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const asset = await t.app.inject({ method: 'GET', url: new URL(src, `http://localhost${DOCS_PREFIX}/`).pathname });
      expect(asset.statusCode, src).toBe(200);
    }
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
