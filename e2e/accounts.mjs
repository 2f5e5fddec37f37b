// Arranging state for the browser tests through the product's own doors (the behaviour under
// test goes through the browser): accounts by sign-up and the outbox's link, plans by the
// operator command, and the outbox itself. harness.mjs re-exports them.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../scripts/lib/product.mjs';
import { WAIT } from './page-helpers.mjs';

/** Outbox messages ({to, subject, text, html, link, createdAt}), oldest first. */
export function readOutbox(dataDir) {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: f, ...JSON.parse(readFileSync(path.join(dir, f), 'utf8')) }));
}

/** Waits for the first message matching predicate that is not in `exclude` (file names). */
export async function waitForMail(dataDir, predicate, { exclude = [], timeout = WAIT } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = readOutbox(dataDir).find((m) => !exclude.includes(m.file) && predicate(m));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `No matching e-mail in the outbox; it holds: ${JSON.stringify(readOutbox(dataDir).map((m) => [m.to, m.subject]))}`,
      );
    await sleep(100);
  }
}

/** The documented operator command: npm run set-plan -w api -- <email> <PLAN_CODE>. */
export function setPlan(env, email, plan) {
  return new Promise((resolve, reject) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['run', '--silent', 'set-plan', '-w', 'api', '--', email, plan], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`set-plan exited ${code}:\n${out}`))));
  });
}

let counter = 0;
/** A unique e-mail address per call. */
export function uniqueEmail(tag = 'owner') {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}${process.pid.toString(36)}${counter}@example.com`;
}

/** Thin HTTP helpers for arranging state (the behaviour under test goes through the browser). */
export function apiClient(url) {
  async function call(method, pathname, body, token) {
    const res = await fetch(url + pathname, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: json, text };
  }
  return {
    call,
    signup: (account) => call('POST', '/auth/signup', account),
    verify: (token) => call('PUT', '/auth/verify-email', { token }),
    login: (username, password) => call('POST', '/auth/login', { username, password }),
    profile: (token) => call('GET', '/v1/profiles/me', undefined, token),
    refresh: (refreshToken) => call('GET', '/auth/refresh-token', undefined, refreshToken),
  };
}

/** The verification token inside an outbox message's link. */
export function tokenFromLink(link) {
  return new URL(link).searchParams.get('token');
}

/**
 * Creates an account through the API (sign-up, then the link from the outbox unless
 * verified: false) and optionally moves it to a plan with the operator command.
 */
export async function createAccount(
  server,
  { verified = true, plan, password = 'Secreta123', company = 'La Cantina de Prueba', business_kind = 'Bar' } = {},
) {
  const email = uniqueEmail();
  const res = await server.api.signup({ email, password, company, business_kind });
  if (res.status >= 300) throw new Error(`signup failed: ${res.status} ${res.text}`);
  const mail = await server.waitForMail((m) => m.to === email || String(m.to).includes(email));
  if (verified) {
    const v = await server.api.verify(tokenFromLink(mail.link));
    if (v.status >= 300) throw new Error(`verify failed: ${v.status} ${v.text}`);
  }
  if (plan) await server.setPlan(email, plan);
  return { email, password, company, mail };
}
