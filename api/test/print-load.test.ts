import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { TENTS_PER_FILE } from '@menu/shared/menu/print-limits'
import { DIALECT, login, makeApp, menuApi, PASSWORD, signUp, TEST_DATABASE_URL, tempDir } from './helpers.js'
import { startServer } from './support/server-process.js'

/**
 * Issue 39: a print file was made on the event loop, so while one account's large PDFs were
 * being made every request of every account waited (/healthz 15 s behind four tents files).
 * Here the real server (main.ts, as `npm start` runs it) makes 8 large files at once while
 * /healthz and a public menu page are asked for again and again: they must answer about as
 * fast as when the server is idle (the ratio of the medians, measured in this same run, so a
 * slow or loaded machine changes both sides), and before the files are all made.
 */

const FILES = 8
/** How much slower than idle a probe may be while the files are made (measured: 3 to 8; without workers none answered before the files were done). */
const MAX_SLOWDOWN = 25

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

describe(`print files are made off the event loop (${DIALECT})`, () => {
  it('while 8 large PDFs are made, /healthz and a public menu answer about as fast as idle, and before the PDFs end', async (test) => {
    // The data: a FREEMIUM account (the issue's) whose branch has the most tables a branch may have.
    const dataDir = tempDir('print-load')
    const t = await makeApp({ DATA_DIR: dataDir })
    const owner = await signUp(t)
    const setup = menuApi(t, (await login(t, owner.email)).access_token)
    await setup.product(await setup.category(await setup.family('Comida'), 'Tacos'), 'Taco al pastor', 25)
    const [branch] = await setup.read<Array<{ id: number; route_key: string }>>('/v1/sucursales')
    const tables = await setup.req('PUT', `/v1/sucursales/${branch!.id}`, { tables: 4 * TENTS_PER_FILE })
    assert.equal(tables.status, 200, JSON.stringify(tables.body))
    await t.close()

    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: TEST_DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_ACCOUNT: '1000',
      RATE_LIMIT_LOGIN_IP: '1000',
      // All 8 files of this one account are made (the per-account limit has its own test).
      PRINT_PER_ACCOUNT: String(FILES),
      PRINT_QUEUE: String(FILES),
    })
    try {
      const { address } = server
      const session = await fetch(`${address}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: owner.email, password: PASSWORD }),
      })
      assert.equal(session.status, 200)
      const token = ((await session.json()) as { info: { access_token: string } }).info.access_token
      const pdf = async (file: string) => {
        const res = await fetch(`${address}/v1/sucursales/${branch!.id}/print/${file}`, {
          headers: { authorization: `Bearer ${token}` },
        })
        const body = Buffer.from(await res.arrayBuffer())
        assert.equal(res.status, 200, body.toString())
        return body
      }
      /** One probe: its time to the whole answer, in ms. */
      const probe = async (path: string) => {
        const started = performance.now()
        const res = await fetch(`${address}${path}`)
        await res.arrayBuffer()
        assert.equal(res.status, 200, path)
        return performance.now() - started
      }
      const probes = ['/healthz', `/m/${branch!.route_key}`]

      // Warm: modules loaded, the menu page rendered and cached, a worker started (a file not asked for below).
      await pdf('poster.pdf')
      for (const path of probes) for (let i = 0; i < 5; i++) await probe(path)
      const idle = new Map<string, number[]>(probes.map((p) => [p, []]))
      for (let i = 0; i < 15; i++) for (const path of probes) idle.get(path)!.push(await probe(path))

      // 8 different files (none answered from the cache), 100 tents and 200 QR codes each.
      let pending = FILES
      const files = ['letter', 'a4']
        .flatMap((paper) => [1, 101, 201, 301].map((from) => `paper=${paper}&from=${from}`))
        .slice(0, FILES)
        .map((query) => pdf(`tents.pdf?${query}`).finally(() => pending--))
      const busy = new Map<string, number[]>(probes.map((p) => [p, []]))
      let answeredWhileBusy = 0
      while (pending > 0) {
        for (const path of probes) {
          busy.get(path)!.push(await probe(path))
          if (pending > 0) answeredWhileBusy++
        }
      }
      const made = await Promise.all(files)
      for (const body of made) assert.equal(body.subarray(0, 5).toString('latin1'), '%PDF-')

      assert.ok(
        answeredWhileBusy >= 2 * probes.length,
        `only ${answeredWhileBusy} probes answered while the files were made`,
      )
      for (const path of probes) {
        const ratio = median(busy.get(path)!) / median(idle.get(path)!)
        test.diagnostic(`${path}: × ${ratio.toFixed(2)} (${busy.get(path)!.length} answers while the files were made)`)
        assert.ok(
          ratio < MAX_SLOWDOWN,
          `${path}: median ${median(busy.get(path)!).toFixed(1)} ms while 8 PDFs are made, ${median(idle.get(path)!).toFixed(1)} ms idle (× ${ratio.toFixed(1)})`,
        )
      }
      // The workers end with the app: a graceful stop still exits 0.
      assert.equal(await server.stop(), 0, server.output())
    } finally {
      await server.stop()
    }
  })
})
