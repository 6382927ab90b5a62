// `npm run check`: the type check and the lint at the same time. Each is one single-threaded process, so on a
// 2-core machine the two together take about as long as the longer one alone (ADR 072). Each one's output is
// printed whole when it ends, so the two never interleave.
import { spawn } from 'node:child_process';

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      console.log(code === 0 ? `✓ ${script}` : `✗ ${script} failed`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(['typecheck', 'lint'].map(run));
process.exit(results.every(Boolean) ? 0 : 1);
