#!/usr/bin/env node
// The frontend's import boundaries (`npx nx run shared:boundaries`, the first check of `npm test`):
// dependency-cruiser with .dependency-cruiser.cjs over shared/src and the src/ of every app that
// shared/sections.json declares (the shell and the remotes, read through frontendApps()), so a new
// remote is checked without an edit here. Extra arguments go to depcruise (e.g. --output-type json).
import { ROOT, bin, frontendApps, run } from './lib/product.mjs';

const folders = ['shared', ...frontendApps().map((app) => app.folder)].map((folder) => `${folder}/src`);
const args = [...folders, '--config', '.dependency-cruiser.cjs', ...process.argv.slice(2)];
process.exit(await run(bin('depcruise'), args, { cwd: ROOT }));
