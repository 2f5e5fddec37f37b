// Executable and commit the bench ran on, written with its results (bench/run.mjs, bench/menu.mjs).
import { execFileSync } from 'node:child_process';
import { CHROMIUM, ROOT } from '../../e2e/harness.mjs';

export function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

export function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}
