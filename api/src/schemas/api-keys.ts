import { Type } from 'typebox'
import { RequiredText } from './common.js'

/** API keys of Configuración > Integraciones (routes/api-keys). */

const Scope = Type.Union([Type.Literal('read'), Type.Literal('write')], {
  description: "'read': GET only (Lectura); 'write': every operation an administrator may call (Lectura y escritura)",
})

export const ApiKeyBody = Type.Object({
  name: RequiredText({ format: 'line', maxLength: 100, description: 'Who uses it, e.g. "Punto de venta"' }),
  scope: Scope,
})

export const ApiKey = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    prefix: Type.String({ description: "What is shown of the key, e.g. 'mk_live_3f9a…' (the key itself never again)" }),
    scope: Scope,
    created: Type.String({ format: 'date-time' }),
    last_used: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'Its last use, to the minute; null: never used',
    }),
    revoked: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When it was revoked (its requests answer 401 since); null: it works',
    }),
  },
  { $id: 'ApiKey' },
)

export const NewApiKey = Type.Object({
  id: Type.Integer(),
  key: Type.String({ description: "The key ('mk_live_' + 40 hex): shown this once, only its hash is kept" }),
  name: Type.String(),
  prefix: Type.String(),
  scope: Scope,
})
