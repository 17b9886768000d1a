// `npm start`, step one: install dependencies when they are missing, then hand over to the platform
// launcher (TypeScript, run through tsx which the install provides).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (
  !existsSync(join(root, 'node_modules', '.bin', 'tsx')) ||
  !existsSync(join(root, 'node_modules', '@nestjs', 'core'))
) {
  console.log('Installing dependencies (npm install)...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const child = spawnSync(
  tsx,
  [join(root, 'scripts', 'platform', 'start-platform.ts'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(child.status ?? 0);
