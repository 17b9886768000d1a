import { readFileSync } from 'node:fs';
import { SERVED_CONTRACTS } from '../served-contracts.js';
import { breakingChanges } from './breaking-changes.js';
import { snapshotOf, type ContractSnapshot } from './contract-snapshot.js';
import { DEPLOYED_CONTRACTS_FILE } from './deployed-contracts-file.js';

// CI's guard for independent deployment: a change to libs/contracts that would break a peer already
// deployed (deployed-contracts.json) fails here, unless it is made as a new version of the subject served
// beside the old one. After a release is deployed everywhere, `npm run contracts:snapshot` records it.
describe('the contracts as served now', () => {
  const deployed = JSON.parse(readFileSync(DEPLOYED_CONTRACTS_FILE, 'utf8')) as ContractSnapshot;

  it('break no peer that speaks the deployed contracts', () => {
    const problems = breakingChanges(deployed, snapshotOf(SERVED_CONTRACTS)).map(
      ({ subject, path, problem }) => `${subject} ${path}: ${problem}`,
    );
    expect(problems).toEqual([]);
  });

  it('serve every subject on its versioned name, each once', () => {
    const subjects = SERVED_CONTRACTS.map((contract) => contract.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    for (const contract of SERVED_CONTRACTS) {
      expect(contract.subject).toBe(
        contract.version === 1 ? contract.name : `${contract.name}.v${contract.version}`,
      );
    }
  });
});
