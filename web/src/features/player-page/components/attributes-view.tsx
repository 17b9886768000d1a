import type { PlayerItem } from '@futgg/contracts';
import { POSITION } from '@futgg/game-rules';
import {
  GK_ATTRIBUTE_GROUPS,
  OUTFIELD_ATTRIBUTE_GROUPS,
  statTier,
  statValue,
} from '../../../lib/attribute-groups';

const StatBar = ({ label, value }: { label: string; value: number | null }) => (
  <div className="stat-row">
    <span className="stat-row__label">{label}</span>
    <span className={`stat-row__value stat stat--${statTier(value)}`}>{value ?? '—'}</span>
    <span className="stat-row__bar" aria-hidden="true">
      <span className={`stat-row__fill stat-fill--${statTier(value)}`} style={{ width: `${value ?? 0}%` }} />
    </span>
  </div>
);

/** Detailed attributes grouped as in the game; keepers get their own six groups. */
export const AttributesView = ({ card }: { card: PlayerItem }) => {
  const groups = card.position === POSITION.GK ? GK_ATTRIBUTE_GROUPS : OUTFIELD_ATTRIBUTE_GROUPS;
  return (
    <div className="attribute-groups">
      {groups.map((group) => (
        <section key={group.face} className="attribute-group" aria-labelledby={`group-${group.face}`}>
          <h3 id={`group-${group.face}`} className="attribute-group__title">
            <span>{group.label}</span>
            <span className={`stat stat--${statTier(statValue(card, group.face))}`}>
              {statValue(card, group.face) ?? '—'}
            </span>
          </h3>
          {group.attributes.map((attribute) => (
            <StatBar key={attribute.field} label={attribute.label} value={statValue(card, attribute.field)} />
          ))}
        </section>
      ))}
    </div>
  );
};
