import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { REPO_ROOT } from '../../src/config.js'

/**
 * The real server as `npm start` runs it (api/src/main.ts under tsx), in its own process on an
 * ephemeral port read from its start-up line: for what only a process shows (signals, worker
 * threads, a dropped database connection, its exit).
 */
export interface ServerProcess {
  child: ChildProcessWithoutNullStreams
  /** Its base URL, e.g. http://127.0.0.1:40123. */
  address: string
  /** Everything it printed so far (stdout and stderr). */
  output(): string
  /** Resolves with its exit code and time when it exits. */
  exited: Promise<{ code: number | null; at: number }>
  /** Waits until `test` holds; fails naming `what` if the process exits first or `ms` pass. */
  waitFor(what: string, test: () => boolean, ms?: number): Promise<void>
  /** SIGTERM, then its exit code (at once if it has exited already). */
  stop(): Promise<number | null>
}

/** How long a start may take: a cold start compiles the app (tsx), slow on a loaded machine. */
const START_MS = 180_000

/** Starts the server with `env` over the test process's environment (port 0, 127.0.0.1, development). */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', ...env },
  })
  let out = ''
  child.stdout.on('data', (d) => {
    out += d
  })
  child.stderr.on('data', (d) => {
    out += d
  })
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  )
  const waitFor = async (what: string, test: () => boolean, ms = 30_000) => {
    const deadline = Date.now() + ms
    while (!test()) {
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode} before ${what}: ${out}`)
      if (Date.now() > deadline) throw new Error(`no ${what} in: ${out}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    return (await exited).code
  }
  try {
    await waitFor('listening line', () => /listening on \S+;/.test(out), START_MS)
  } catch (error) {
    await stop()
    throw error
  }
  const address = out.match(/listening on (\S+);/)![1]!
  return { child, address, output: () => out, exited, waitFor, stop }
}
