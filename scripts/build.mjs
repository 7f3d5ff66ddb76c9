// `npm run build`: contract (catalog -> sources -> bundle -> HTML reference), SDK package,
// console bundle. Each workspace's own build does the work.
import { execFileSync } from 'node:child_process';

for (const ws of ['contract', 'sdk', 'console']) {
  console.log(`\n▶ build ${ws}`);
  execFileSync('npm', ['run', 'build', '-w', ws], { stdio: 'inherit' });
}
