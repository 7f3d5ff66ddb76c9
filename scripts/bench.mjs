// `npm run bench`: every benchmark script, each printing its figures (README "Figures").
// Benchmarks measure; they never fail on a number.
import { execFileSync } from 'node:child_process';

for (const ws of ['sdk', 'mock-server', 'console']) {
  console.log(`\n▶ bench ${ws}`);
  execFileSync('npm', ['run', 'bench', '-w', ws], { stdio: 'inherit' });
}
