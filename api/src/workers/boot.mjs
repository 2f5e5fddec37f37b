// The entry of every worker thread of the pool (pool.ts): the API is TypeScript run through tsx,
// and a worker does not inherit the main thread's loader hooks (`node --import tsx` registers
// them on the main thread only), so each worker registers tsx itself before importing its job
// module. Works the same under `npm start`, `tsx watch`, the Docker image and the test runner.
import { parentPort, workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { run } = await import(workerData.module)

// One job at a time per worker (the pool never sends a second before the first answers).
parentPort.on('message', async ({ id, input }) => {
  try {
    const { result, transfer = [] } = await run(input)
    parentPort.postMessage({ id, ok: true, result }, transfer)
  } catch (err) {
    parentPort.postMessage({ id, ok: false, message: err instanceof Error ? err.message : String(err) })
  }
})
parentPort.postMessage({ ready: true })
