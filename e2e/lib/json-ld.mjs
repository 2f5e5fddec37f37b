// The schema.org check of a page's JSON-LD: the document, as read back from the page, is
// written into a TypeScript file as a value of schema-dts's `WithContext<Restaurant>` and
// compiled with tsc (strict). A property schema.org does not have, a value of the wrong type
// or an unknown '@type' or diet is a compile error. A copy with one deliberate mistake must
// fail, so the check is known to bite.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../harness.mjs';

const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

const source = (doc) =>
  `import type { Restaurant, WithContext } from 'schema-dts';\nexport const doc: WithContext<Restaurant> = ${JSON.stringify(doc, null, 2)};\n`;

/**
 * Compiles `doc` and `broken` (a mistaken copy) in one tsc run. Resolves to the errors of
 * each file and any other: { doc: string[], broken: string[], other: string[] }.
 */
export async function schemaDtsErrors(doc, broken) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'menu-e2e-jsonld-'));
  try {
    // schema-dts is resolved from the repository's node_modules.
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    writeFileSync(path.join(dir, 'doc.ts'), source(doc));
    writeFileSync(path.join(dir, 'broken.ts'), source(broken));
    // No @types packages: only schema-dts is needed, and loading every one would be slow.
    const compilerOptions = {
      noEmit: true,
      strict: true,
      target: 'es2022',
      module: 'nodenext',
      moduleResolution: 'nodenext',
      types: [],
    };
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['doc.ts', 'broken.ts'] }));
    const args = [TSC, '-p', 'tsconfig.json', '--pretty', 'false'];
    const output = await new Promise((resolve) => {
      execFile(process.execPath, args, { cwd: dir, maxBuffer: 16 * 1024 * 1024 }, (_error, stdout, stderr) =>
        resolve(`${stdout}${stderr}`),
      );
    });
    // One diagnostic per unindented line, with the indented lines that explain it.
    const diagnostics = [];
    for (const line of output.split('\n')) {
      if (!line.trim()) continue;
      if (/^\s/.test(line) && diagnostics.length) diagnostics[diagnostics.length - 1] += `\n${line}`;
      else diagnostics.push(line);
    }
    return {
      doc: diagnostics.filter((d) => d.startsWith('doc.ts')),
      broken: diagnostics.filter((d) => d.startsWith('broken.ts')),
      other: diagnostics.filter((d) => !d.startsWith('doc.ts') && !d.startsWith('broken.ts')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
