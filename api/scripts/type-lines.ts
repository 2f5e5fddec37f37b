// Counts the hand-written type lines of the API: the lines of every interface and type alias
// declared in api/src (comments inside them included), per folder and in all. A shape derived
// from a schema (`type X = Static<typeof X>`) counts as its one line.
// Run: node --import tsx scripts/type-lines.ts [src folder]
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const src = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'src'))
const files = fs
  .readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => path.join(src, f))
const byFolder = new Map<string, number>()
let total = 0
for (const file of files) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  let lines = 0
  for (const node of source.statements) {
    if (!ts.isInterfaceDeclaration(node) && !ts.isTypeAliasDeclaration(node)) continue
    const start = source.getLineAndCharacterOfPosition(node.getStart(source, true)).line
    const end = source.getLineAndCharacterOfPosition(node.getEnd()).line
    lines += end - start + 1
  }
  const rel = path.relative(src, file)
  const folder = rel === 'db/types.ts' ? 'db/types.ts' : path.dirname(rel)
  byFolder.set(folder, (byFolder.get(folder) ?? 0) + lines)
  total += lines
}
for (const [folder, lines] of [...byFolder].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]))
  console.log(`${String(lines).padStart(5)}  ${folder}`)
console.log(`${String(total).padStart(5)}  total (api/src)`)
