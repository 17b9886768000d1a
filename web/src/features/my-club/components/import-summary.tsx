import type { UserClubImportSummary } from '@futgg/contracts';

const LAYOUT_NAMES: Record<UserClubImportSummary['format'], string> = {
  'futgg-club': 'our own club file (JSON)',
  'futgg-club-csv': 'our own club file (CSV)',
  'card-array-json': 'a list of cards (JSON)',
  'club-export-csv': 'a club export (CSV)',
};

const count = (value: number, noun: string) =>
  `${value.toLocaleString('en-GB')} ${noun}${value === 1 ? '' : 's'}`;

/**
 * What an import did: how many rows it read, how many cards it matched and what it did with them,
 * the ids it did not know and the rows it refused, with their line and reason (docs/user-club.md).
 */
export const ImportSummary = ({ summary }: { summary: UserClubImportSummary }) => {
  const refusedHidden = summary.refusedCount - summary.refused.length;
  const unknownHidden = summary.unknown.count - summary.unknown.eaIds.length;
  return (
    <section className="import-summary" aria-labelledby="import-summary-title" role="status">
      <h3 id="import-summary-title" className="import-summary__title">
        Imported {count(summary.matched, 'card')} from {LAYOUT_NAMES[summary.format]}
      </h3>
      <dl className="import-summary__figures">
        <div>
          <dt>Rows read</dt>
          <dd>{summary.read.toLocaleString('en-GB')}</dd>
        </div>
        <div>
          <dt>Matched</dt>
          <dd>{summary.matched.toLocaleString('en-GB')}</dd>
        </div>
        <div>
          <dt>Added</dt>
          <dd>{summary.added.toLocaleString('en-GB')}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>{summary.updated.toLocaleString('en-GB')}</dd>
        </div>
        <div>
          <dt>Unchanged</dt>
          <dd>{summary.unchanged.toLocaleString('en-GB')}</dd>
        </div>
        <div>
          <dt>Removed</dt>
          <dd>{summary.removed.toLocaleString('en-GB')}</dd>
        </div>
        <div className={summary.unknown.count > 0 ? 'import-summary__warn' : undefined}>
          <dt>Unknown</dt>
          <dd>{summary.unknown.count.toLocaleString('en-GB')}</dd>
        </div>
        <div className={summary.refusedCount > 0 ? 'import-summary__warn' : undefined}>
          <dt>Refused</dt>
          <dd>{summary.refusedCount.toLocaleString('en-GB')}</dd>
        </div>
      </dl>
      {summary.unknown.count > 0 && (
        <div className="import-summary__detail">
          <h4>Card ids we do not know in this game</h4>
          <p className="import-summary__ids">
            {summary.unknown.eaIds.join(', ')}
            {unknownHidden > 0 && ` and ${count(unknownHidden, 'more')}`}
          </p>
        </div>
      )}
      {summary.refused.length > 0 && (
        <div className="import-summary__detail">
          <h4>Rows we could not read</h4>
          <table className="data-table import-summary__refused">
            <caption className="visually-hidden">Refused rows with their line and reason</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {summary.refused.map((refusal) => (
                <tr key={`${refusal.line}-${refusal.reason}`}>
                  <td>{refusal.line}</td>
                  <td>{refusal.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {refusedHidden > 0 && <p className="muted small">…and {count(refusedHidden, 'more row')}.</p>}
        </div>
      )}
    </section>
  );
};
