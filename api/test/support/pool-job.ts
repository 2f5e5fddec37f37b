/**
 * A job module for the worker pool's own tests (workers/pool.ts): 'ok' answers, 'throw' fails
 * the job, 'crash' ends the worker thread in the middle of it (as an out-of-memory would).
 */
export async function run(input: string): Promise<{ result: string }> {
  if (input === 'throw') throw new Error('the job failed')
  if (input === 'crash') process.exit(3)
  return { result: `done: ${input}` }
}
