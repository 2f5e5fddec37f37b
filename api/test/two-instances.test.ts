import assert from 'node:assert/strict'
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { loadConfig, REPO_ROOT } from '../src/config.js'
import { accountsData } from '../src/data/accounts.js'
import { createDb, type Db } from '../src/db/connection.js'
import { DIALECT, PASSWORD, TEST_DATABASE_URL, tempDir, tokenFromLink, uniqueEmail, until } from './helpers.js'

/**
 * The production layout without containers (deploy/compose.yaml's, minus TLS): two API processes
 * (the real main.ts, as the image runs it) on one PostgreSQL database, and Debian's nginx in front
 * when it is installed (`.ci/run` installs it), with the settings of deploy/nginx.conf.
 * PostgreSQL only: several instances share a PostgreSQL server; SQLite is one process's file.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p))

interface Answer {
  status: number
  text: string
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers of many routes, read field by field
  body: any
}

/** One HTTP request with node:http (it can choose the client's source address, which fetch cannot). */
function request(
  base: string,
  opts: { method?: string; path: string; token?: string; body?: unknown; from?: string; headers?: object },
): Promise<Answer> {
  const url = new URL(opts.path, base)
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? 'GET',
        localAddress: opts.from,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString()
          let body: unknown
          try {
            body = JSON.parse(text)
          } catch {
            body = undefined
          }
          resolve({ status: res.statusCode ?? 0, text, body })
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

interface Instance {
  base: string
  dataDir: string
  child: ChildProcess
}

/** Starts api/src/main.ts on port 0 and resolves with its address, read from its "listening on" line. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = tempDir('instance')
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
  })
  let out = ''
  child.stdout?.on('data', (d) => {
    out += d
  })
  child.stderr?.on('data', (d) => {
    out += d
  })
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "listening on" line in: ${out}`)), 30_000)
    child.stdout?.on('data', () => {
      const m = out.match(/listening on (http:\/\/\S+);/)
      if (m) {
        clearTimeout(timer)
        resolve(m[1]!)
      }
    })
    child.on('exit', (code) => reject(new Error(`main.ts exited (${code}): ${out}`)))
  })
  return { base, dataDir, child }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** A free TCP port on 127.0.0.1 (nginx cannot be given port 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * nginx as a child process (daemon off, its own prefix directory): deploy/nginx.conf's proxy
 * settings on plain HTTP. The client's address is what nginx saw, written over any
 * X-Forwarded-For the client sent (the instances trust it: TRUST_PROXY=1).
 */
async function startNginx(instances: Instance[]): Promise<{ base: string; child: ChildProcess }> {
  const dir = tempDir('nginx')
  const port = await freePort()
  const upstreams = instances.map((i) => `    server ${new URL(i.base).host};`).join('\n')
  const conf = `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream menu_api {
${upstreams}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://menu_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $host;
    }
  }
}
`
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf)
  const check = spawnSync(
    NGINX!,
    ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {
      encoding: 'utf8',
    },
  )
  assert.equal(check.status, 0, check.stderr)
  const child = spawn(NGINX!, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  await until(async () => {
    try {
      return (await request(base, { path: '/auth/login', method: 'POST', body: {} })).status === 400
    } catch {
      return false
    }
  }, 'nginx answering')
  return { base, child }
}

if (DIALECT === 'postgres') {
  describe(`two API instances on one PostgreSQL${NGINX ? ' behind nginx' : ' (nginx not installed: called directly)'}`, () => {
    let a: Instance
    let b: Instance
    let proxy: { base: string; child: ChildProcess } | undefined
    let db: Db
    const env = {
      DATABASE_URL: TEST_DATABASE_URL!,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SCRYPT_COST: '1024',
      // The same secret on every instance (production requires it; docs/operations.md).
      JWT_SECRET: 'two-instances-test-secret-0123456789abcdef',
      REFRESH_REUSE_GRACE: '0',
      TRUST_PROXY: '1',
      RATE_LIMIT_LOGIN_ACCOUNT: '3',
      // Per IP: high, as the counters are shared with the other test files on this database.
      RATE_LIMIT_LOGIN_IP: '1000',
      RATE_LIMIT_SIGNUP_IP: '1000',
      RATE_LIMIT_SIGNUP_ACCOUNT: '1000',
      // Jobs run when the test moves the clock (POST /__test__/clock runs them), not on timers.
      TEST_CLOCK: '1',
      RENEWAL_INTERVAL_SECONDS: '0',
      SCHEDULED_CHANGES_INTERVAL_SECONDS: '0',
    }

    before(async () => {
      ;[a, b] = await Promise.all([startInstance(env), startInstance(env)])
      if (NGINX) proxy = await startNginx([a, b])
      db = createDb(loadConfig({ DATABASE_URL: TEST_DATABASE_URL, LOG_LEVEL: 'silent' }))
    })
    after(async () => {
      if (proxy) await stop(proxy.child)
      await Promise.all([a, b].filter(Boolean).map((i) => stop(i.child)))
      await db?.destroy()
    })

    /** The e-mails of both instances' outboxes to one address (each instance writes its own). */
    const mailsTo = (to: string): Array<{ subject: string; link: string }> =>
      [a, b].flatMap((i) => {
        const dir = path.join(i.dataDir, 'outbox')
        if (!fs.existsSync(dir)) return []
        return fs
          .readdirSync(dir)
          .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
          .filter((m) => m.to === to)
      })

    /** A verified owner: signs up through A, verifies through B. */
    async function owner(plan?: 'FRANCHISES') {
      const email = uniqueEmail('instances')
      const signup = await request(a.base, {
        method: 'POST',
        path: '/auth/signup',
        body: { email, password: PASSWORD, company: 'La Cantina', business_kind: 'Bar' },
      })
      assert.equal(signup.status, 201, signup.text)
      await until(() => mailsTo(email).length > 0, 'verification e-mail')
      const verify = await request(b.base, {
        method: 'PUT',
        path: '/auth/verify-email',
        body: { token: tokenFromLink(mailsTo(email)[0]!.link) },
      })
      assert.equal(verify.status, 200, verify.text)
      if (plan) await accountsData(db).setPlan(signup.body.info.id, plan)
      return { email, id: signup.body.info.id as number }
    }
    const login = async (base: string, email: string) => {
      const res = await request(base, {
        method: 'POST',
        path: '/auth/login',
        body: { username: email, password: PASSWORD },
      })
      assert.equal(res.status, 200, res.text)
      return res.body.info as { access_token: string; refresh_token: string }
    }

    it('a login made on one instance works on the other; a refresh token spent or ended on one is refused by both', async () => {
      const { email } = await owner()
      const session = await login(a.base, email)
      for (const i of [a, b])
        assert.equal((await request(i.base, { path: '/v1/families', token: session.access_token })).status, 200)

      // Rotation on B; the spent token is then refused on A, and its reuse ends the login everywhere.
      const rotated = await request(b.base, { path: '/auth/refresh-token', token: session.refresh_token })
      assert.equal(rotated.status, 200, rotated.text)
      const reused = await request(a.base, { path: '/auth/refresh-token', token: session.refresh_token })
      assert.equal(reused.status, 401, reused.text)
      for (const i of [a, b]) {
        assert.equal(
          (await request(i.base, { path: '/auth/refresh-token', token: rotated.body.info.refresh_token })).status,
          401,
        )
        assert.equal(
          (await request(i.base, { path: '/v1/families', token: rotated.body.info.access_token })).status,
          401,
        )
      }

      // Logout on A ends the login on B.
      const second = await login(b.base, email)
      assert.equal(
        (await request(a.base, { method: 'POST', path: '/auth/logout', token: second.refresh_token })).status,
        200,
      )
      assert.equal((await request(b.base, { path: '/auth/refresh-token', token: second.refresh_token })).status, 401)
      assert.equal((await request(b.base, { path: '/v1/families', token: second.access_token })).status, 401)
    })

    it('failed logins spread over both instances meet one limit', async () => {
      const { email } = await owner()
      // RATE_LIMIT_LOGIN_ACCOUNT=3: three wrong passwords, alternating instances; the fourth is refused on either.
      const wrong = (base: string) =>
        request(base, { method: 'POST', path: '/auth/login', body: { username: email, password: 'equivocada' } })
      assert.deepEqual(
        [(await wrong(a.base)).status, (await wrong(b.base)).status, (await wrong(a.base)).status],
        [401, 401, 401],
      )
      for (const i of [b, a]) {
        const res = await wrong(i.base)
        assert.equal(res.status, 429, res.text)
        assert.equal(res.body.error.code, 'TOO_MANY_REQUESTS')
      }
    })

    if (NGINX) {
      it('behind the proxy each client is counted by its own address, which a forged X-Forwarded-For does not change', async () => {
        const base = proxy!.base
        const { email } = await owner()
        // From 127.0.0.2, forging another X-Forwarded-For each time: were the header believed, each
        // attempt would count for another address and none would be refused.
        const attempt = (from: string, password: string, n: number) =>
          request(base, {
            method: 'POST',
            path: '/auth/login',
            from,
            headers: { 'x-forwarded-for': `203.0.113.${n}` },
            body: { username: email, password },
          })
        const statuses: number[] = []
        for (let n = 0; n < 4; n++) statuses.push((await attempt('127.0.0.2', 'equivocada', n)).status)
        assert.deepEqual(statuses, [401, 401, 401, 429]) // RATE_LIMIT_LOGIN_ACCOUNT=3, through both instances
        // The same account from another client of the same proxy is not locked out.
        const other = await attempt('127.0.0.3', PASSWORD, 99)
        assert.equal(other.status, 200, other.text)
      })
    }

    it('a write through one instance is read at once through the other (panel lists and the public menu)', async () => {
      const { email } = await owner()
      const { access_token: token } = await login(a.base, email)
      const families = async (i: Instance) =>
        ((await request(i.base, { path: '/v1/families', token })).body.info as Array<{ name: string }>).map(
          (f) => f.name,
        )
      const before = await families(b) // B keeps this list in its cache
      const family = await request(a.base, { method: 'POST', path: '/v1/families', token, body: { name: 'Bebidas' } })
      assert.equal(family.status, 201, family.text)
      assert.deepEqual(await families(b), [...before, 'Bebidas'])

      const category = await request(a.base, {
        method: 'POST',
        path: `/v1/families/${family.body.info.id}/categories`,
        token,
        body: { name: 'Aguas' },
      })
      const product = await request(a.base, {
        method: 'POST',
        path: `/v1/categories/${category.body.info.id}/products`,
        token,
        body: { name: 'Agua de jamaica', price: 30 },
      })
      assert.equal(product.status, 201, product.text)
      const branches = await request(a.base, { path: '/v1/sucursales', token })
      assert.equal(branches.status, 200, branches.text)
      const routeKey = branches.body.info[0].route_key as string // the first branch, made at verification
      const menu = async (i: Instance) => {
        const res = await request(i.base, { path: `/m/${routeKey}` })
        assert.equal(res.status, 200, res.text.slice(0, 300))
        return res.text
      }
      assert.match(await menu(b), /Agua de jamaica/) // rendered and kept by B
      assert.match(await menu(b), /Agua de jamaica/)
      const renamed = await request(a.base, {
        method: 'PUT',
        path: `/v1/products/${product.body.info.id}`,
        token,
        body: { name: 'Agua de tamarindo' },
      })
      assert.equal(renamed.status, 200, renamed.text)
      const page = await menu(b)
      assert.match(page, /Agua de tamarindo/)
      assert.doesNotMatch(page, /Agua de jamaica/)
    })

    it('a scheduled change due when both instances run the job at once is applied and e-mailed once', async () => {
      const { email } = await owner('FRANCHISES')
      const { access_token: token } = await login(a.base, email)
      const family = await request(a.base, { method: 'POST', path: '/v1/families', token, body: { name: 'Comidas' } })
      const category = await request(a.base, {
        method: 'POST',
        path: `/v1/families/${family.body.info.id}/categories`,
        token,
        body: { name: 'Tacos' },
      })
      const product = await request(a.base, {
        method: 'POST',
        path: `/v1/categories/${category.body.info.id}/products`,
        token,
        body: { name: 'Tacos al pastor', price: 80 },
      })
      const name = `Precios ${Date.now()}`
      const runAt = new Date(Date.now() + 60 * 60 * 1000).toISOString()
      const set = await request(b.base, {
        method: 'POST',
        path: '/v1/scheduled-changes',
        token,
        body: {
          name,
          run_at: runAt,
          changes: [{ entity: 'product', id: product.body.info.id, fields: { price: 95 } }],
        },
      })
      assert.equal(set.status, 201, set.text)
      // Both instances move their clock two hours and run the job at the same moment.
      const moved = await Promise.all(
        [a, b].map((i) => request(i.base, { method: 'POST', path: '/__test__/clock', body: { advance_minutes: 120 } })),
      )
      for (const res of moved) assert.equal(res.status, 200, res.text)
      const fresh = await login(b.base, email) // the clocks moved past the first token's 15 minutes
      const sets = await request(a.base, { path: '/v1/scheduled-changes', token: fresh.access_token })
      const mine = (sets.body.info.items as Array<{ id: number; status: string }>).find(
        (s) => s.id === set.body.info.id,
      )
      assert.equal(mine?.status, 'applied', sets.text)
      const read = await request(b.base, { path: `/v1/products/${product.body.info.id}`, token: fresh.access_token })
      assert.equal(read.body.info.price, 95)
      const subject = `Se aplicaron los cambios programados «${name}»`
      await until(() => mailsTo(email).some((m) => m.subject === subject), 'the applied e-mail')
      assert.equal(mailsTo(email).filter((m) => m.subject === subject).length, 1)
    })
  })
} else {
  // Not registered on SQLite (as backup.test.ts is not on PostgreSQL): several instances share one
  // PostgreSQL server; a SQLite database is one process's file.
  console.log('two-instances.test.ts: PostgreSQL only (the SQLite pass does not run it)')
}
