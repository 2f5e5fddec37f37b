import path from 'node:path'
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import { buildApp } from './app.js'
import { loadConfig, REPO_ROOT } from './config.js'

/** Where `npm run openapi -w api` writes, and what the staleness test compares against. */
export const OPENAPI_JSON = path.join(REPO_ROOT, 'api', 'openapi.json')
export const SCHEMA_TYPES = path.join(REPO_ROOT, 'shared', 'src', 'api', 'schema.d.ts')

/** Recursively sorted object keys, so the committed document only changes when the API does. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    )
  }
  return value
}

/** The OpenAPI document (pretty JSON) and its TypeScript types, generated from the route schemas. */
export async function renderOpenApi(): Promise<{ json: string; types: string }> {
  // A throw-away app: in-memory database and a fixed secret; nothing is listened on or stored.
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    JWT_SECRET: 'openapi',
  })
  const app = await buildApp(config)
  try {
    await app.ready()
    const doc = sortKeys(app.swagger()) as OpenAPI3
    const json = `${JSON.stringify(doc, null, 2)}\n`
    const types =
      '/**\n * Generated from api/openapi.json by `npm run openapi -w api`. Do not edit by hand.\n */\n\n' +
      astToString(await openapiTS(doc))
    return { json, types }
  } finally {
    await app.close()
  }
}
