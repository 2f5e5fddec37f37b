import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { components } from '../../shared/src/api/schema'
import { type AppDeps, buildApp } from '../src/app.js'
import { type Config, loadConfig } from '../src/config.js'
import { accountsData } from '../src/data/accounts.js'
import { createDb, type Db } from '../src/db/connection.js'
import { prepareDatabase } from '../src/data/prepare.js'
import { sqliteFile } from '../src/db/sqlite-files.js'
import { pruneHistory } from '../src/history/retention.js'
import { withFrameworkErrors } from '../src/schemas/common.js'

/** Set by scripts/test.mjs for the PostgreSQL pass; otherwise each app gets its own SQLite file. */
export const TEST_DATABASE_URL = process.env.MENU_TEST_DATABASE_URL || undefined
export const DIALECT = TEST_DATABASE_URL ? 'postgres' : 'sqlite'

export interface TestApp {
  app: FastifyInstance
  db: Db
  config: Config
  /** Moves the app's clock (ms). */
  travel(ms: number): void
  close(): Promise<void>
}

let counter = 0
/** A unique e-mail: on PostgreSQL every test file shares one database. */
export const uniqueEmail = (tag = 'user') => `${tag}-${process.pid}-${Date.now()}-${++counter}@example.com`

const tempDirs: string[] = []
process.on('exit', () => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true })
})

/** A temporary directory, removed when the test process exits. */
export function tempDir(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `menu-${tag}-`))
  tempDirs.push(dir)
  return dir
}

/** A response of a route schema: a schema (JSON), or `{ description, content: { <media type>: { schema } } }`. */
type DeclaredResponse = { content?: Record<string, unknown> }

/**
 * Holds every answer of the app's documented routes to their OpenAPI description: a status the
 * route schema (with the errors every route answers, schemas/common.ts) does not list, or a
 * body in a media type it does not declare for that status, is recorded in `problems`, which
 * `close()` reports. So the whole API suite proves the description lists what the server sends.
 */
export function holdAnswersToTheirDescription(app: FastifyInstance, problems: string[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions
    if (!route.schema?.response || route.schema.hide) return payload
    const responses = withFrameworkErrors(route.method, route.url ?? '', route.schema).response as Record<
      string,
      DeclaredResponse
    >
    const status = reply.statusCode
    const where = `${request.method} ${route.url} (${request.url})`
    const declared = responses[status] ?? responses[`${String(status)[0]}XX`]
    if (!declared) {
      problems.push(
        `${where} answered ${status}, which its schema does not declare (declared: ${Object.keys(responses).join(', ')})`,
      )
      return payload
    }
    const empty =
      payload === undefined || payload === null || payload === '' || (Buffer.isBuffer(payload) && payload.length === 0)
    const type = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim()
    const types = declared.content ? Object.keys(declared.content) : ['application/json']
    if (!empty && !types.includes(type))
      problems.push(`${where} answered ${status} as '${type}', which its schema does not declare (${types.join(', ')})`)
    return payload
  })
}

let sqliteTemplate: Promise<string> | undefined
/**
 * SQLite: every migration runs once per test process, into a template file; each app then starts
 * from a copy of it (~10 ms of CPU instead of ~130 ms for the 30-odd migrations, ~120 apps per
 * run). prepareDatabase still runs on the copy, as it does at every start: it finds nothing to do.
 * Closing the template's only connection checkpoints its WAL, so the one file is the whole database.
 */
function migratedSqliteTemplate(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dataDir = tempDir('template')
    const db = createDb({ dataDir, databaseUrl: undefined })
    await prepareDatabase(db)
    await db.destroy()
    return sqliteFile({ dataDir })
  })()
  return sqliteTemplate
}

/** A migrated database and an app on it. `env` overrides configuration (e.g. small rate limits); `deps` replaces services (e.g. fonts). */
export async function makeApp(
  env: Record<string, string | undefined> = {},
  deps: Omit<AppDeps, 'db'> = {},
): Promise<TestApp> {
  const dataDir = tempDir('data')
  let offset = 0
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SCRYPT_COST: '1024', // fast hashing in tests; production default is 16384
    RATE_LIMIT_LOGIN_ACCOUNT: '1000',
    RATE_LIMIT_LOGIN_IP: '1000',
    RATE_LIMIT_SIGNUP_ACCOUNT: '1000',
    RATE_LIMIT_SIGNUP_IP: '1000',
    RATE_LIMIT_RESEND_ACCOUNT: '1000',
    RATE_LIMIT_RESEND_IP: '1000',
    RATE_LIMIT_FORGOT_ACCOUNT: '1000',
    RATE_LIMIT_FORGOT_IP: '1000',
    RATE_LIMIT_LOGIN_ANY_IP: '1000',
    RATE_LIMIT_VERIFY_MAILBOX: '1000',
    ...(TEST_DATABASE_URL ? { DATABASE_URL: TEST_DATABASE_URL } : {}),
    ...env,
  })
  const base = config.now // the real clock, or TEST_CLOCK's (moved by POST /__test__/clock)
  config.now = () => base() + offset
  // A data directory of its own (not one a test reuses or restored a backup into) starts from the template.
  if (!config.databaseUrl && config.dataDir !== ':memory:' && !fs.existsSync(sqliteFile(config))) {
    fs.mkdirSync(config.dataDir, { recursive: true })
    fs.copyFileSync(await migratedSqliteTemplate(), sqliteFile(config))
  }
  const db = createDb(config)
  await prepareDatabase(db)
  const app = await buildApp(config, { ...deps, db })
  const undeclared: string[] = []
  holdAnswersToTheirDescription(app, undeclared)
  await app.ready()
  return {
    app,
    db,
    config,
    travel: (ms) => {
      offset += ms
    },
    close: async () => {
      await app.close()
      await db.destroy()
      if (undeclared.length)
        throw new Error(`Answers the OpenAPI description does not declare:\n${[...new Set(undeclared)].join('\n')}`)
    },
  }
}

const realSetTimeout = globalThis.setTimeout
/** Waits until `condition` holds (checked every 20 ms), failing with `what` after `timeoutMs`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => realSetTimeout(resolve, 20))
  }
}

/**
 * The history's retention has passed for every change so far (pruneHistory with 0 days, a second
 * ahead): image files that a change replaced or deleted, and that nothing refers to any more, go.
 */
export const pruneAllHistory = (t: TestApp) =>
  pruneHistory({ db: t.db, images: t.app.ctx.images, now: () => Date.now() + 1000, retentionDays: 0 })

/** app.inject returning the parsed JSON body as well. */
export async function call(app: FastifyInstance, opts: InjectOptions & { token?: string }) {
  const { token, ...rest } = opts
  const headers = { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) }
  const res = await app.inject({ ...rest, headers })
  // Deliberately loose: any JSON the API answers; each test asserts on the fields it reads.
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the fields of the answer they expect, hundreds of shapes
  let body: any
  try {
    body = res.json()
  } catch {
    body = res.body
  }
  // Every error envelope carries the request id of its answer's X-Request-Id header: checked here
  // for the whole suite, then left out so the tests compare the code and message they are about.
  if (res.statusCode >= 400 && body && typeof body === 'object' && body.error && typeof body.error === 'object') {
    const { request_id, ...error } = body.error
    if (request_id !== res.headers['x-request-id'])
      throw new Error(`error answer without its request id (${String(request_id)}): ${res.body}`)
    body = { ...body, error }
  }
  return { status: res.statusCode, body, headers: res.headers }
}

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  link: string
  createdAt: string
}

/** Every outbox message sent to `to`, oldest first. */
export function mailsTo(config: Config, to: string): Mail[] {
  const dir = path.join(config.dataDir, 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Mail)
    .filter((m) => m.to === to.toLowerCase())
}

/** The newest outbox message sent to `to` (what a user would click). */
export function lastMail(config: Config, to: string): Mail {
  const messages = mailsTo(config, to)
  if (messages.length === 0) throw new Error(`no mail to ${to}`)
  return messages[messages.length - 1]
}

export const tokenFromLink = (link: string) => new URL(link).searchParams.get('token')!

export const PASSWORD = 'secreto123'

/** Signs up (and by default verifies) an account; returns its credentials and id. */
export async function signUp(
  t: TestApp,
  opts: { email?: string; verify?: boolean; company?: string; ip?: string } = {},
) {
  const email = opts.email ?? uniqueEmail()
  const res = await call(t.app, {
    method: 'POST',
    url: '/auth/signup',
    remoteAddress: opts.ip,
    payload: { email, password: PASSWORD, company: opts.company ?? 'La Cantina', business_kind: 'Bar' },
  })
  if (res.status !== 201) throw new Error(`signup failed: ${JSON.stringify(res.body)}`)
  if (opts.verify !== false) {
    const v = await call(t.app, {
      method: 'PUT',
      url: '/auth/verify-email',
      payload: { token: tokenFromLink(lastMail(t.config, email).link) },
    })
    if (v.status !== 200) throw new Error(`verify failed: ${JSON.stringify(v.body)}`)
  }
  return { email, password: PASSWORD, id: res.body.info.id as number }
}

export async function login(
  t: TestApp,
  email: string,
  password = PASSWORD,
): Promise<{ access_token: string; refresh_token: string }> {
  const res = await call(t.app, { method: 'POST', url: '/auth/login', payload: { username: email, password } })
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`)
  return res.body.info
}

/** A verified, logged-in account, optionally on another plan. */
export async function account(t: TestApp, plan?: 'FREEMIUM' | 'NEGOCIO' | 'FRANCHISES') {
  const a = await signUp(t)
  if (plan) await accountsData(t.db).setPlan(a.id, plan)
  return { ...a, ...(await login(t, a.email)) }
}

/** A multipart/form-data body with one file part, as a browser sends it. */
export function multipartFile(
  field: string,
  filename: string,
  content: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----menu${Date.now().toString(16)}${++counter}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** The API's entities, as the generated client types (the contract) describe them. */
export type Family = components['schemas']['Family']
export type Product = components['schemas']['Product']
export type Tag = components['schemas']['Tag']
export type VariantGroup = components['schemas']['VariantGroup']

/** Menu fixtures through the API (creates return the new id; reads return typed entities). */
export function menuApi(t: TestApp, token: string) {
  const req = async (method: InjectOptions['method'], url: string, payload?: unknown) =>
    call(t.app, { method, url, token, payload: payload as InjectOptions['payload'] })
  const created = async (method: InjectOptions['method'], url: string, payload?: unknown): Promise<number> => {
    const res = await req(method, url, payload)
    if (res.status !== 201) throw new Error(`${method} ${url} failed: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.info.id as number
  }
  const read = async <T>(url: string): Promise<T> => {
    const res = await req('GET', url)
    if (res.status !== 200) throw new Error(`GET ${url} failed: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.info as T
  }
  return {
    req,
    created,
    read,
    families: () => read<Family[]>('/v1/families'),
    products: (query = '') => read<Product[]>(`/v1/products${query}`),
    productById: (id: number) => read<Product>(`/v1/products/${id}`),
    tags: (query = '') => read<Tag[]>(`/v1/tags${query}`),
    groups: (query = '') => read<VariantGroup[]>(`/v1/groups${query}`),
    groupById: (id: number) => read<VariantGroup>(`/v1/groups/${id}`),
    family: (name: string, extra: object = {}) => created('POST', '/v1/families', { name, ...extra }),
    category: (familyId: number, name: string, extra: object = {}) =>
      created('POST', `/v1/families/${familyId}/categories`, { name, ...extra }),
    product: (categoryId: number, name: string, price = 10, extra: object = {}) =>
      created('POST', `/v1/categories/${categoryId}/products`, { name, price, ...extra }),
    tag: (name: string, extra: object = {}) => created('POST', '/v1/tags', { name, ...extra }),
    group: (name: string, variants: Array<{ name: string; price?: number | null }> = []) =>
      created('POST', '/v1/groups', { name, variants }),
    variant: (groupId: number, name: string, price: number | null = null) =>
      created('POST', `/v1/groups/${groupId}/variants`, { name, price }),
    upload: (url: string, field: string, filename: string, content: Buffer, contentType?: string) =>
      call(t.app, { method: 'POST', url, token, ...multipartFile(field, filename, content, contentType) }),
  }
}

/** A multipart/form-data body with several file parts (e.g. image_mobile and image_desktop in one request). */
export function multipartFiles(
  parts: Array<{ field: string; filename: string; content: Buffer; contentType?: string }>,
) {
  const boundary = `----menu${Date.now().toString(16)}${++counter}`
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    p.content,
    Buffer.from('\r\n'),
  ])
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

export type Promotion = components['schemas']['Promotion']
export type Advertising = components['schemas']['Advertising']

/** Promotions and advertising fixtures through the API (creates return the new id). */
export function marketingApi(t: TestApp, token: string) {
  const { req, upload, created, read } = menuApi(t, token)
  return {
    req,
    upload,
    promotions: () => read<Promotion[]>('/v1/promotions'),
    promotionById: (id: number) => read<Promotion>(`/v1/promotions/${id}`),
    promotion: (name: string, extra: object = {}) =>
      created('POST', '/v1/promotions', { name, description: `Descripción de ${name}`, ...extra }),
    advertising: () => read<Advertising[]>('/v1/advertising'),
    advertisingById: (id: number) => read<Advertising>(`/v1/advertising/${id}`),
    ad: (name: string, extra: object = {}) =>
      created('POST', '/v1/advertising', { name, description: `Descripción de ${name}`, ...extra }),
    uploadMany: (url: string, parts: Parameters<typeof multipartFiles>[0]) =>
      call(t.app, { method: 'POST', url, token, ...multipartFiles(parts) }),
  }
}
