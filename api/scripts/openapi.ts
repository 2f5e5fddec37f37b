/** Writes api/openapi.json and shared/src/api/schema.d.ts from the route schemas. */
import fs from 'node:fs/promises'
import path from 'node:path'
import { OPENAPI_JSON, renderOpenApi, SCHEMA_TYPES } from '../src/openapi.js'

const { json, types } = await renderOpenApi()
await fs.writeFile(OPENAPI_JSON, json)
await fs.mkdir(path.dirname(SCHEMA_TYPES), { recursive: true })
await fs.writeFile(SCHEMA_TYPES, types)
console.log(`Wrote ${OPENAPI_JSON}\nWrote ${SCHEMA_TYPES}`)
