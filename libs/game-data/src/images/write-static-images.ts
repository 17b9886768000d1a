// Writes every core-data image of every supported game year below a web root, where NGINX serves them
// as files: web's build runs it on web/dist. Run: tsx libs/game-data/src/images/write-static-images.ts <web root>
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SUPPORTED_GAME_YEARS } from '@futgg/game-rules';
import { flagIconSvg } from './flag-icons-files.js';
import { staticImagesOf } from './static-images.js';

const webRoot = process.argv[2];
if (!webRoot) {
  process.stderr.write('usage: write-static-images <web root>\n');
  process.exit(2);
}

let written = 0;
for (const gameYear of SUPPORTED_GAME_YEARS) {
  for (const image of staticImagesOf(gameYear, flagIconSvg)) {
    const file = join(resolve(webRoot), ...image.url.split('/').filter(Boolean));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, image.svg);
    written += 1;
  }
}
process.stdout.write(`${written} images written below ${resolve(webRoot)}/static\n`);
