// Regenerates deploy/nginx/nginx.conf, the file the web image ships:
//   npx tsx deploy/nginx/write-nginx-config.ts
// A test fails while the committed file differs from what this writes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PRODUCTION_NGINX, renderNginxConfig } from './render-nginx-config.js';

const PRODUCTION_CONFIG_PATH = fileURLToPath(new URL('./nginx.conf', import.meta.url));

writeFileSync(PRODUCTION_CONFIG_PATH, renderNginxConfig(PRODUCTION_NGINX));
console.log(`wrote ${PRODUCTION_CONFIG_PATH}`);
