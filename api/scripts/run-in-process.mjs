// Runs the given API test files in this one process (node:test, loaded through tsx): each file's
// suites register at the top level and run one after another, in the order given. One process
// per engine instead of one per file: the app's modules (the whole Fastify app, Kysely, sharp,
// the OpenAPI schemas) are loaded and compiled once, not once per file.
//   node --import tsx --test-reporter=spec scripts/run-in-process.mjs test/a.test.ts test/b.test.ts
import path from 'node:path'
import { test } from 'node:test'
import { pathToFileURL } from 'node:url'

const files = process.argv.slice(2)
if (files.length === 0) {
  console.error('usage: run-in-process.mjs <test files>')
  process.exit(2)
}
for (const file of files) {
  try {
    await import(pathToFileURL(path.resolve(file)).href)
  } catch (err) {
    // A file that cannot load fails as itself; the other files still run.
    test(`${file} loads`, () => {
      throw err
    })
  }
}
