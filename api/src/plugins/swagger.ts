import swagger from '@fastify/swagger'
import type { FastifyInstance, FastifySchema } from 'fastify'
import { keyAccepted } from '../auth/api-key-format.js'
import { withFrameworkErrors } from '../schemas/common.js'
import { COMPONENT_SCHEMAS } from '../schemas/entities.js'

/** An operation that takes an API key as well as a person's token: both in its security. */
function withApiKey(url: string, schema: FastifySchema): FastifySchema {
  const security = (schema as { security?: Array<Record<string, string[]>> }).security
  if (!keyAccepted(url) || !security?.some((s) => 'bearerAuth' in s)) return schema
  return { ...schema, security: [...security, { apiKeyAuth: [] }] } as FastifySchema
}

/**
 * The OpenAPI document, generated from the route schemas. Shared schemas (added with an $id)
 * become components named by their $id, so generated client types get readable names.
 */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  for (const schema of COMPONENT_SCHEMAS) app.addSchema(schema)
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Menú Digital API',
        version: '1.0.0',
        description:
          'Success bodies are `{ info }`; errors are `{ error: { code, message } }`. ' +
          '401 messages are exactly "Token expired" or "Wrong token". ' +
          'Requests the server cannot read as HTTP at all (a malformed request line, headers over the size limit, ' +
          'a request that arrives too slowly) are answered 400, 431 or 408 in the same envelope, whatever the address.',
      },
      // Relative: the instance that serves this document (at /docs/openapi.json), whatever its address.
      servers: [{ url: '/', description: 'This instance: the panel and its API (PUBLIC_URL)' }],
      tags: [
        { name: 'auth', description: 'Sign-up, e-mail verification, login and tokens' },
        { name: 'profiles', description: 'The signed-in account' },
        { name: 'sucursales', description: 'Branches' },
        { name: 'templates', description: 'Branch templates (plantillas)' },
        { name: 'regions', description: 'Regions: groups of branches with their own rows (multisucursal)' },
        { name: 'locks', description: 'Field locks: what branches and regions may not change (multisucursal)' },
        { name: 'families', description: 'Families and their categories' },
        { name: 'products', description: 'Products, their tags, variant groups and image' },
        { name: 'tags', description: 'Tags (font icon + name)' },
        { name: 'groups', description: 'Variant groups and their variants' },
        { name: 'promotions', description: "Promotions (plan scope 'Promotions')" },
        { name: 'advertising', description: "Advertising (plan scope 'Advertising')" },
        {
          name: 'translations',
          description: "The menu's texts in other languages (the Traducciones screen) and the glossary",
        },
        { name: 'billing', description: 'Plans and their prices' },
        {
          name: 'scheduled-changes',
          description: 'Sets of changes (prices, enabled flags) applied all or nothing at a chosen time',
        },
        { name: 'api-keys', description: "Integrators' API keys (owner only, plan FRANCHISES)" },
        { name: 'public', description: 'The public menu of a branch (no token): the JSON of the page /m/{routeKey}' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKeyAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'mk_live_<40 hex>',
            description:
              "An integrator's API key (Configuración > Integraciones, plan FRANCHISES), sent as `Authorization: Bearer mk_live_…`. " +
              "It acts as an administrator of its account (never on API keys, webhooks, the team or billing: 403 ROLE_FORBIDDEN); a 'read' key may only GET (403 API_KEY_READ_ONLY). " +
              'Unknown or revoked: 401 Wrong token; the plan no longer includes integrations: 403 SCOPE_REQUIRED; past API_KEY_RATE_LIMIT requests a minute (default 600): 429 TOO_MANY_REQUESTS with Retry-After. ' +
              "The history names the key ('Clave API «nombre»').",
          },
        },
      },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    // The errors every route answers by the way it is declared (schemas/common.ts).
    // Every operation that takes an API key lists it beside the person's token (auth/api-key-operations.ts).
    transform: ({ schema, url, route }) => ({
      schema: withApiKey(url, withFrameworkErrors(route.method, url, schema)),
      url,
    }),
  })
  app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
