import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// flag-icons' 4:3 flags: the shape a flag has beside a name in a list. Read from the installed package at
// build time (web's build) and in tests, never at run time.
const FLAGS_DIR = join(
  dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags',
  '4x3',
);

/** The SVG of a nation's flag, by its flag-icons code (a nation's `flagCode`). */
export const flagIconSvg = (flagCode: string): string =>
  readFileSync(join(FLAGS_DIR, `${flagCode}.svg`), 'utf8');
