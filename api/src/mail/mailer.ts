import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.js'

export interface Message {
  to: string
  subject: string
  text: string
  html: string
  /** The action link in the message, kept apart so the outbox (and e2e tests) can read it. */
  link?: string
}

export interface Mailer {
  send(message: Message): Promise<void>
}

/**
 * SMTP when SMTP_URL is set (unless MAIL_TRANSPORT=outbox). Otherwise every message becomes DATA_DIR/outbox/<time>-<sequence>-<random>.json
 * ({to, subject, text, html, link, createdAt}) and its link is logged, so sign-up works on a
 * laptop and end-to-end tests can follow the newest file's link.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailTransport' | 'mailFrom' | 'dataDir' | 'now'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl && config.mailTransport !== 'outbox') {
    const transport = nodemailer.createTransport(config.smtpUrl)
    return {
      async send(m) {
        await transport.sendMail({ from: config.mailFrom, to: m.to, subject: m.subject, text: m.text, html: m.html })
      },
    }
  }
  const outbox = path.join(config.dataDir, 'outbox')
  // File names sort in sending order, also for messages sent within the same millisecond.
  let sequence = 0
  return {
    async send(m) {
      await fs.mkdir(outbox, { recursive: true })
      const createdAt = new Date(config.now()).toISOString()
      const file = path.join(
        outbox,
        `${Date.now()}-${String(sequence++ % 1e6).padStart(6, '0')}-${randomBytes(4).toString('hex')}.json`,
      )
      // Written aside and renamed into place, so a reader of the outbox never sees half a message.
      await fs.writeFile(
        `${file}.tmp`,
        JSON.stringify(
          { to: m.to, subject: m.subject, text: m.text, html: m.html, link: m.link ?? null, createdAt },
          null,
          2,
        ),
      )
      await fs.rename(`${file}.tmp`, file)
      log.info({ to: m.to, file }, `E-mail to ${m.to} written to the outbox. Link: ${m.link ?? '(none)'}`)
    },
  }
}

/**
 * Sends `message`; a failure is logged, not thrown: what the e-mail was about is done either way
 * (the account exists, the link is stored) and the user can ask for the e-mail again.
 */
export async function sendOrLog(mailer: Mailer, log: FastifyBaseLogger, message: Message): Promise<void> {
  try {
    await mailer.send(message)
  } catch (err) {
    log.error({ err, to: message.to, subject: message.subject }, 'e-mail could not be sent')
  }
}
