import type { SbcSolvedSquad } from '@futgg/contracts';
import type { NameOf } from '../../../lib/use-card-names';
import { CardName } from '../../../components/card-name';
import { UNIQUE_POSITION_NAME_BY_ID } from '@futgg/game-rules';
import { formatCoins } from '../../../lib/format';
import { SOURCE_WORDS, coinsWords, type ExcludeCard } from '../utils/solve-words';

/**
 * An answer's squad: one row per slot (position, card, rating, chemistry, where it comes from, cost, and
 * Exclude, which keeps the card out of the next solves), then its totals.
 */
export const SolvedSquad = ({
  squad,
  label,
  nameOf,
  exclude,
}: {
  squad: SbcSolvedSquad;
  label: string;
  nameOf: NameOf;
  exclude?: ExcludeCard | undefined;
}) => (
  <div className="sbc-solve__squad">
    <div className="sbc-solve__scroll">
      <table className="card-table sbc-solve__table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Pos</th>
            <th scope="col">Player</th>
            <th scope="col">Rating</th>
            <th scope="col" className="sbc-solve__chem">
              Chem
            </th>
            <th scope="col">Source</th>
            <th scope="col" className="sbc-solve__number">
              Cost
            </th>
            {exclude && (
              <th scope="col">
                <span className="visually-hidden">Exclude</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {squad.slots.map((slot) => (
            <tr key={slot.slotIndex}>
              <td>{UNIQUE_POSITION_NAME_BY_ID[slot.position] ?? slot.position}</td>
              <td className="sbc-solve__player">
                <CardName eaId={slot.eaId} nameOf={nameOf} />
                {slot.isLocked && <span className="tag tag--muted">Kept</span>}
              </td>
              <td>{slot.overall}</td>
              <td className="sbc-solve__chem">
                {slot.inPosition ? slot.chemistry : `${slot.chemistry} (out of position)`}
              </td>
              <td>
                {SOURCE_WORDS[slot.source]}
                {slot.isUntradeable && (
                  <span className="tag tag--muted sbc-solve__untradeable" title="Untradeable">
                    <span className="sbc-solve__long">Untradeable</span>
                    <span className="sbc-solve__short" aria-hidden="true">
                      UT
                    </span>
                  </span>
                )}
              </td>
              <td className="sbc-solve__number">{formatCoins(slot.cost)}</td>
              {exclude && (
                <td className="card-table__action">
                  {/* A kept card is the user's own choice: excluding it would contradict it. */}
                  {!slot.isLocked &&
                    (exclude.excludedEaIds.includes(slot.eaId) ? (
                      <span className="muted small">Excluded</span>
                    ) : (
                      <button
                        type="button"
                        className="button button--small button--ghost"
                        disabled={exclude.disabled}
                        onClick={() => exclude.exclude(slot.eaId)}
                      >
                        Exclude<span className="visually-hidden"> {nameOf(slot.eaId) ?? 'this player'}</span>
                      </button>
                    ))}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    <dl className="content-facts sbc-solve__totals" aria-label={`Totals of ${label}`}>
      <div>
        <dt>Cost</dt>
        <dd>{coinsWords(squad.cost)}</dd>
      </div>
      <div>
        <dt>Chemistry</dt>
        <dd>{squad.chemistry}/33</dd>
      </div>
      <div>
        <dt>Rating</dt>
        <dd>{squad.rating}</dd>
      </div>
      <div>
        <dt>Purchases</dt>
        <dd>{squad.purchases}</dd>
      </div>
      {squad.ownedValueSpent > 0 && (
        <div>
          <dt>Owned value spent</dt>
          <dd>{coinsWords(squad.ownedValueSpent)}</dd>
        </div>
      )}
    </dl>
  </div>
);
