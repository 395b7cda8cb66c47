// `npm test`: every stage in order, stopping at the first that fails, and each stage's time at the end,
// so that a stage that grows slower is seen when it does (docs/testing.md).
import { spawn } from 'node:child_process';

const STAGES = ['lint', 'typecheck', 'test:unit', 'build', 'budget', 'test:e2e'];

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const format = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s` : `${seconds} s`;
};

const started = Date.now();
const times = [];
let failed;
for (const stage of STAGES) {
  const stageStarted = Date.now();
  const code = await run(stage);
  times.push([stage, Date.now() - stageStarted]);
  if (code !== 0) {
    failed = stage;
    break;
  }
}

console.log('\nnpm test, stage by stage:');
for (const [stage, ms] of times) console.log(`  ${stage.padEnd(10)} ${format(ms).padStart(10)}${stage === failed ? '  FAILED' : ''}`);
console.log(`  ${'total'.padEnd(10)} ${format(Date.now() - started).padStart(10)}`);
process.exitCode = failed ? 1 : 0;
