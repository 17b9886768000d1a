// `npm run contracts:snapshot`: records the contracts as they are now as the deployed ones. Run it when a
// release is deployed everywhere; from then on contract-compatibility.spec.ts fails any change that
// would break a peer running that release (docs/api.md "Contract versions").
import { writeFileSync } from 'node:fs';
import { SERVED_CONTRACTS } from '../src/served-contracts.js';
import { snapshotOf } from '../src/compatibility/contract-snapshot.js';
import { DEPLOYED_CONTRACTS_FILE } from '../src/compatibility/deployed-contracts-file.js';

const snapshot = snapshotOf(SERVED_CONTRACTS);
writeFileSync(DEPLOYED_CONTRACTS_FILE, `${JSON.stringify(snapshot, null, 2)}\n`);
console.log(`${Object.keys(snapshot).length} subjects written to ${DEPLOYED_CONTRACTS_FILE}`);
