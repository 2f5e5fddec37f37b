import { createRequire } from 'node:module'
import type { FastifyServerOptions } from 'fastify'

/**
 * Fastify's own default response-serializer builder (@fastify/fast-json-stringify-compiler), the
 * copy Fastify itself loads (resolved from Fastify's folder): the same compiler, only memoized.
 */
const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('fastify'))
const { SerializerSelector } = fastifyRequire('@fastify/fast-json-stringify-compiler') as {
  SerializerSelector: () => SerializerBuilder
}

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>
type SerializerBuilder = NonNullable<NonNullable<SchemaController['compilersFactory']>['buildSerializer']>
type Serialize = ReturnType<ReturnType<SerializerBuilder>>

const defaultBuilder = SerializerSelector()

/** Compiled serializers, by (shared schemas + options) and then by response schema, both as JSON. */
const compiled = new Map<string, Map<string, Serialize>>()

/** How many serializers this process has compiled (test/serializers.test.ts holds the memo to it). */
export const serializersCompiled = (): number => [...compiled.values()].reduce((sum, cache) => sum + cache.size, 0)

/**
 * Response serializers compiled once per distinct schema in this process. Fastify compiles one
 * per route and status when the app starts (about 1.5 s of CPU for this API), although every route
 * repeats the same error answers (schemas/common.ts) and many share their success schema; and a
 * process that builds several apps (the API tests build ~120 per engine, the OpenAPI script)
 * compiled them all again for each. A serializer is a pure function of its schema, the shared
 * schemas it may $ref and the serializer options, so equal JSON of those three gives the same
 * function: the key is exactly that.
 */
export const memoizedSerializers: SchemaController = {
  compilersFactory: {
    buildSerializer: (externalSchemas, serializerOpts) => {
      const contextKey = JSON.stringify([externalSchemas, serializerOpts ?? null])
      const cache = compiled.get(contextKey) ?? new Map<string, Serialize>()
      compiled.set(contextKey, cache)
      const compile = defaultBuilder(externalSchemas, serializerOpts)
      return (route) => {
        const key = JSON.stringify(route.schema)
        const serialize = cache.get(key) ?? compile(route)
        cache.set(key, serialize)
        return serialize
      }
    },
  },
}
