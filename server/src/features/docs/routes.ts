import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../../auth/sessions.ts';
import type { Access } from '../../auth/access.ts';

export const DOCS_PREFIX = '/api/docs';
/** The OpenAPI document the viewer reads (JSON; `/api/docs/yaml` has the same in YAML). */
export const DOCS_JSON = `${DOCS_PREFIX}/json`;

const ACCESS_NOTES: Record<Access, string> = {
  public: 'Public: no session needed.',
  user: 'Needs a signed-in session (the session cookie); 401 without one.',
  admin: 'Needs an administrator session; 401 without a session, 403 for other users.',
};

const ACCOUNT_ROUTES = new Set(['user', 'login', 'register', 'logout']);

/** `/api/teams/:league` → `teams`: one tag per area, so the viewer groups the routes as the features are. */
function tagOf(url: string): string {
  const [, root, area = 'other'] = url.split('/');
  if (root === 'admin-api') return 'admin';
  return ACCOUNT_ROUTES.has(area) ? 'account' : area;
}

/**
 * The OpenAPI document, generated from the routes' zod schemas (the contracts) as they are registered, with
 * each route's access level as its security requirement, and Swagger UI to read it, served from its npm
 * package (no CDN; its page loads only same-origin scripts, so the app's CSP holds).
 *
 * Public, like the sign-in page (ADR 014): it describes the API the open-source code already documents,
 * holds no data, and lets client generators and monitors read it without a session.
 * Registered before every other route: the generator sees only routes registered after it.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Playbook API',
        version: '1.0.0',
        description: 'Sports analytics and betting tools. Errors answer `{ error: { code, message } }`; limits answer 429 with Retry-After.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const url = transformed.url;
      // A route declared without any schema (sign-out) comes back without one, whatever the type says.
      const given: FastifySchema | undefined = transformed.schema;
      const schema: FastifySchema = given ?? {};
      const access = input.route.config?.access ?? 'user';
      const note = ACCESS_NOTES[access];
      return {
        url,
        schema: {
          ...schema,
          tags: schema.tags ?? [tagOf(url)],
          description: schema.description ? `${schema.description}\n\n${note}` : note,
          security: access === 'public' ? [] : [{ session: [] }],
          ...(access === 'admin' ? { 'x-access': 'admin' } : {}),
        },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(async (scope) => {
    // The viewer and the document are public (see above); the viewer's files keep their own cache headers.
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await scope.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'list', deepLinking: true } });
  });
}
