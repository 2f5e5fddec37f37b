import assert from 'node:assert/strict'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { SMTPServer } from 'smtp-server'
import { call, DIALECT, makeApp, PASSWORD, type TestApp, tokenFromLink, uniqueEmail } from './helpers.js'

/** One message as the SMTP server received it: the envelope and the raw RFC 5322 text. */
interface Received {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP server on an ephemeral port (no TLS, any login) that keeps what it receives. */
async function smtpReceiver() {
  const received: Received[] = []
  const waiting: Array<{ to: string; nth: number; resolve: (m: Received) => void }> = []
  const to = (address: string) => received.filter((m) => m.to.includes(address))
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'any' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const message: Received = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        }
        received.push(message)
        for (const w of waiting.filter((w) => to(w.to).length > w.nth)) {
          waiting.splice(waiting.indexOf(w), 1)
          w.resolve(to(w.to)[w.nth]!)
        }
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    port,
    /** The `nth` message (0: the first) received for `address`, once it arrives. */
    messageTo(address: string, nth = 0): Promise<Received> {
      const done = to(address)[nth]
      if (done) return Promise.resolve(done)
      return new Promise((resolve) => waiting.push({ to: address, nth, resolve }))
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) of a header, decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?') // the white space between two encoded words is not text
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '') // soft line breaks
    .replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => `%${hex}`)
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'))
}

/** Headers (unfolded, names lower-cased) and body of one MIME entity. */
function entity(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/)
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ')
  const headers = new Map<string, string>()
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body: raw.slice(split).replace(/^\r?\n\r?\n/, '') }
}

/** The decoded text/plain part of a message (single part or multipart/alternative). */
function plainText(raw: string): string {
  const message = entity(raw)
  const type = message.headers.get('content-type') ?? 'text/plain'
  const boundary = type.match(/boundary="?([^";]+)"?/)?.[1]
  const parts = boundary ? message.body.split(`--${boundary}`).slice(1, -1).map(entity) : [message]
  const part = parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').startsWith('text/plain'))
  assert.ok(part, `no text/plain part in:\n${raw}`)
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body)
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8')
  return part.body
}

describe(`e-mail through a real SMTP server (${DIALECT})`, () => {
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>
  let t: TestApp
  before(async () => {
    smtp = await smtpReceiver()
    t = await makeApp({
      SMTP_URL: `smtp://mailer:secret@127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Menú Digital <no-reply@menudigital.example>',
      PUBLIC_URL: 'https://panel.example.com',
    })
  })
  after(async () => {
    await t.close()
    await smtp.close()
  })

  it('sends the sign-up verification: recipient, Spanish subject, the link that verifies', async () => {
    const email = uniqueEmail('smtp')
    const res = await call(t.app, {
      method: 'POST',
      url: '/auth/signup',
      payload: { email, password: PASSWORD, company: 'La Cantina', business_kind: 'Bar' },
    })
    assert.equal(res.status, 201, JSON.stringify(res.body))
    const mail = await smtp.messageTo(email)
    assert.deepEqual(mail.to, [email])
    assert.equal(mail.from, 'no-reply@menudigital.example')
    const { headers } = entity(mail.raw)
    assert.equal(decodeHeader(headers.get('subject') ?? ''), 'Confirma tu correo - Menú Digital')
    assert.equal(headers.get('to'), email)
    const link = plainText(mail.raw).match(/https:\/\/panel\.example\.com\/success-email\?token=\S+/)?.[0]
    assert.ok(link, plainText(mail.raw))
    const verify = await call(t.app, {
      method: 'PUT',
      url: '/auth/verify-email',
      payload: { token: tokenFromLink(link) },
    })
    assert.equal(verify.status, 200, JSON.stringify(verify.body))
    // Nothing fell back to the outbox.
    assert.equal(fs.existsSync(path.join(t.config.dataDir, 'outbox')), false)
  })

  it('sends the password reset, whose link resets the password', async () => {
    const email = uniqueEmail('smtp-reset')
    await call(t.app, {
      method: 'POST',
      url: '/auth/signup',
      payload: { email, password: PASSWORD, company: 'La Cantina', business_kind: 'Bar' },
    })
    await smtp.messageTo(email) // the verification
    const res = await call(t.app, { method: 'POST', url: '/auth/forgot-password', payload: { username: email } })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const mail = await smtp.messageTo(email, 1)
    assert.equal(decodeHeader(entity(mail.raw).headers.get('subject') ?? ''), 'Restablece tu contraseña - Menú Digital')
    const text = plainText(mail.raw)
    assert.match(text, /Recibimos una solicitud para restablecer la contraseña/)
    const link = text.match(/https:\/\/panel\.example\.com\/reset-password\?token=\S+/)?.[0]
    assert.ok(link, text)
    const reset = await call(t.app, {
      method: 'PUT',
      url: '/auth/reset-password',
      payload: { token: tokenFromLink(link), password: 'nueva-clave-456' },
    })
    assert.equal(reset.status, 200, JSON.stringify(reset.body))
  })
})
