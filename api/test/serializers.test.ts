import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { serializersCompiled } from '../src/plugins/serializers.js'
import { account, call, DIALECT, makeApp } from './helpers.js'

/** Every (route, status, media type) answer the OpenAPI description declares: one serializer each without the memo. */
function declaredAnswers(document: { paths?: Record<string, Record<string, { responses?: object }>> }): number {
  let count = 0
  for (const operations of Object.values(document.paths ?? {}))
    for (const operation of Object.values(operations))
      for (const response of Object.values(operation.responses ?? {}) as Array<{ content?: object }>)
        count += Math.max(1, Object.keys(response.content ?? {}).length)
  return count
}

describe(`response serializers compiled once per schema (${DIALECT})`, () => {
  it('an app compiles one serializer per distinct schema, and a second app in the process compiles none', async () => {
    const first = await makeApp()
    const afterFirst = serializersCompiled()
    const answers = declaredAnswers(first.app.swagger() as Parameters<typeof declaredAnswers>[0])
    try {
      // Every route repeats the same error answers: far fewer schemas than answers.
      assert.ok(afterFirst > 0)
      assert.ok(afterFirst * 3 < answers, `${afterFirst} serializers for ${answers} declared answers`)
      const second = await makeApp()
      try {
        assert.equal(serializersCompiled(), afterFirst)
        // The shared serializers still write each app's own answers.
        const owner = await account(second)
        const res = await call(second.app, { method: 'GET', url: '/v1/profiles/me', token: owner.access_token })
        assert.equal(res.status, 200)
        assert.equal(res.body.info.email, owner.email)
        const refused = await call(second.app, { method: 'GET', url: '/v1/families' })
        assert.equal(refused.status, 401)
        assert.equal(refused.body.error.code, 'WRONG_TOKEN')
      } finally {
        await second.close()
      }
    } finally {
      await first.close()
    }
  })
})
