// `npm test`: every stage in order, stopping at the first that fails, and each stage's time at the end,
// so that a stage that grows slower is seen when it does (docs/testing.md). Lint, the type check, the
// formatter's check and the build are one stage: the first three use about one core each and leave room
// beside them, which the build fills, so they run side by side, their output printed as each finishes.
import { spawn } from 'node:child_process';

const STAGES = [['lint', 'typecheck', 'format:check', 'build'], ['budget'], ['test:unit'], ['test:e2e']];

// A focused test fails every run of `npm test`, even where a developer's shell allows one (ALLOW_ONLY=1).
const env = { ...process.env };
delete env.ALLOW_ONLY;

/** Runs an npm script; its output goes straight through, or is kept and printed when it ends. */
function run(script, keepOutput) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code, signal) => {
      if (keepOutput) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const format = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s` : `${seconds} s`;
};

const started = Date.now();
const times = [];
let failed;
for (const scripts of STAGES) {
  const name = scripts.join(' + ');
  console.log(`\n▶ ${name}`);
  const stageStarted = Date.now();
  const codes = await Promise.all(scripts.map((script) => run(script, scripts.length > 1)));
  times.push([name, Date.now() - stageStarted]);
  if (codes.some((code) => code !== 0)) {
    failed = name;
    break;
  }
}

// The Node.js it ran on: CI installs its own (.ci/run), so the log says which one the stages saw.
console.log(`\nnpm test on Node.js ${process.version}, stage by stage:`);
for (const [name, ms] of times) console.log(`  ${name.padEnd(18)} ${format(ms).padStart(10)}${name === failed ? '  FAILED' : ''}`);
console.log(`  ${'total'.padEnd(18)} ${format(Date.now() - started).padStart(10)}`);
process.exitCode = failed ? 1 : 0;
