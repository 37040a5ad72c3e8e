// The checks before the tests, at once: lint, typecheck and the production build (which the browser tests
// use). Lint and the build are single-threaded for most of their run and the type checks (TypeScript 7) short,
// so on CI's two cores together they take little longer than lint alone. Each one's output is printed whole
// when it ends, so the three do not interleave.
import { spawn } from 'node:child_process';

const steps = [
  { name: 'lint', command: 'npm', args: ['run', 'lint'] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'build', command: 'node', args: ['scripts/build-if-needed.mjs'] },
];

function run({ name, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(steps.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
