// `npm run test:soak [-- playwright options]`: the browser tests, each three times (--repeat-each 3), while
// production builds run one after another beside them into a folder of their own (the load of a busy
// machine), then every test that failed even once. Run it before calling browser work done
// (docs/testing.md); it needs a build, as `npm run test:e2e` does.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const report = join(root, 'test-results', 'soak.json');
const sideDist = join(root, 'test-results', 'soak-build');

let soaking = true;
let builds = 0;
let sideBuild;
/** Builds the site again and again into test-results/soak-build until the tests are done. */
function buildBeside() {
  if (!soaking) return;
  sideBuild = spawn('node', ['scripts/build.mjs'], { cwd: root, env: { ...process.env, DIST_DIR: sideDist }, stdio: 'ignore' });
  sideBuild.on('exit', () => {
    builds += 1;
    buildBeside();
  });
}

buildBeside();
const args = ['playwright', 'test', '--repeat-each', '3', '--reporter', `list,json`, ...process.argv.slice(2)];
const tests = spawn('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } });
const code = await new Promise((resolve) => tests.on('exit', (exitCode) => resolve(exitCode ?? 1)));
soaking = false;
sideBuild?.kill();
rmSync(sideDist, { recursive: true, force: true });

const failures = new Map();
let runs = 0;
function walk(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        runs += 1;
        if (result.status !== 'passed' && result.status !== 'skipped') {
          const name = `${spec.file}:${spec.line} › ${spec.title}`;
          failures.set(name, [...(failures.get(name) ?? []), `${result.status}: ${(result.error?.message ?? '').split('\n')[0]}`]);
        }
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child);
}
try {
  for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites) walk(suite);
} catch (error) {
  console.error(`No report to read (${error.message}).`);
  process.exit(1);
}

console.log(`\nSoak: ${runs} runs beside ${builds} finished builds.`);
if (failures.size === 0) console.log('No test failed, not even once.');
for (const [name, reasons] of failures) console.log(`FAILED ${reasons.length}×  ${name}\n    ${reasons.join('\n    ')}`);
process.exitCode = code === 0 && failures.size === 0 ? 0 : 1;
