import { fileURLToPath } from 'node:url';

/** The snapshot of the contracts deployed peers speak (written by `npm run contracts:snapshot`). */
export const DEPLOYED_CONTRACTS_FILE = fileURLToPath(
  new URL('../../deployed-contracts.json', import.meta.url),
);
