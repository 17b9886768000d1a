// Prints jest's totals as one plain closing line ("N passed, N failed") that any CI log reader understands.
import { readFileSync } from 'node:fs';

const [, , file] = process.argv;
const results = JSON.parse(readFileSync(file, 'utf8'));
const skipped = results.numPendingTests + results.numTodoTests;
console.log(
  `Tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed` +
    (skipped ? `, ${skipped} skipped` : ''),
);
if (results.numTotalTests === 0) {
  console.error('No test ran.');
  process.exit(1);
}
process.exit(results.success ? 0 : 1);
