import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { TEST_DATABASE_URL, tempDir, uniqueEmail } from './helpers.js'
import { startServer } from './support/server-process.js'

const BURST = 12

/** Lines of the child's pino log (JSON) that parse; other output (the start-up line) is skipped. */
const logLines = (out: string): Array<Record<string, unknown>> =>
  out.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return []
    try {
      return [JSON.parse(line) as Record<string, unknown>]
    } catch {
      return []
    }
  })

describe('graceful shutdown (main.ts under SIGTERM)', () => {
  it('answers every request in flight, writes their e-mails, closes the database and exits 0 within 10 s', async () => {
    const dataDir = tempDir('shutdown')
    // The real server as `npm start` runs it, on an ephemeral port read from its start-up line.
    // Sign-ups are the slow-ish requests: a real scrypt hash each (SCRYPT_COST 16384), one at a
    // time (UV_THREADPOOL_SIZE=1), then a database write and a verification e-mail sent after the answer.
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: TEST_DATABASE_URL ?? '',
      LOG_LEVEL: 'info',
      SCRYPT_COST: '16384',
      UV_THREADPOOL_SIZE: '1',
      RATE_LIMIT_SIGNUP_ACCOUNT: '1000',
      RATE_LIMIT_SIGNUP_IP: '1000',
      RENEWAL_INTERVAL_SECONDS: '1',
      SCHEDULED_CHANGES_INTERVAL_SECONDS: '1',
    })
    const { child, exited, waitFor } = server
    const out = () => server.output()
    try {
      const { address } = server

      // Each request of the burst sends its headers and half its body, and the rest only after
      // SIGTERM: the server has read every request (each logged 'incoming request') and cannot
      // have answered any when the signal comes, however fast or loaded the machine is.
      const emails = Array.from({ length: BURST }, () => uniqueEmail('shutdown'))
      const rests: Array<() => void> = []
      const answers = emails.map((email, i) => {
        const body = JSON.stringify({ email, password: 'secreto123', company: 'La Cantina', business_kind: 'Bar' })
        const half = Math.floor(body.length / 2)
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(body.slice(0, half)))
            rests.push(() => {
              controller.enqueue(new TextEncoder().encode(body.slice(half)))
              controller.close()
            })
          },
        })
        return fetch(`${address}/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-id': `burst-${i}` },
          body: stream,
          duplex: 'half',
        } as RequestInit).then(async (res) => ({
          status: res.status,
          id: res.headers.get('x-request-id'),
          body: await res.json(),
        }))
      })
      const received = () =>
        new Set(
          logLines(out())
            .filter((l) => l.msg === 'incoming request')
            .map((l) => l.reqId),
        )
      await waitFor('incoming burst', () => emails.every((_e, i) => received().has(`burst-${i}`)))
      const completedBefore = logLines(out()).filter((l) => l.msg === 'request completed').length
      const signalled = Date.now()
      child.kill('SIGTERM')
      await waitFor('shutdown start', () => /stopping: finishing the requests in flight/.test(out()))
      for (const rest of rests) rest()

      const results = await Promise.all(answers)
      const { code, at } = await exited
      assert.equal(completedBefore, 0, 'the whole burst was in flight at SIGTERM')
      for (const [i, result] of results.entries()) {
        assert.equal(result.status, 201, JSON.stringify(result.body))
        assert.equal(typeof (result.body as { info: { id: number } }).info.id, 'number')
        assert.equal(result.id, `burst-${i}`, 'the answer carries the request id it was sent')
      }
      assert.equal(code, 0, out())
      assert.ok(at - signalled < 10_000, `exited ${at - signalled} ms after SIGTERM`)

      // Every log line of a request carries its id.
      for (let i = 0; i < BURST; i++) {
        const lines = logLines(out()).filter((l) => l.reqId === `burst-${i}`)
        assert.deepEqual(
          lines.map((l) => l.msg),
          ['incoming request', 'request completed'],
        )
      }
      // The verification e-mails, sent after each answer, were written before the exit.
      const outbox = path.join(dataDir, 'outbox')
      const sentTo = new Set(
        fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.json'))
          .map((f) => (JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as { to: string }).to),
      )
      for (const email of emails) assert.ok(sentTo.has(email.toLowerCase()), `e-mail to ${email}`)
      assert.match(out(), /"msg":"stopped"/)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  })
})
