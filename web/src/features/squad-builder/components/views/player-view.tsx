import type { CoreData } from '@futgg/contracts';
import { squadFormation, type SlotAddress, type SquadBuilderAction, type SquadBuilderState } from '@futgg/game-rules';
import { positionName } from '../../../../components/card/card-art';
import { Checkbox } from '../../../../components/checkbox';
import { formatCoins } from '../../../../lib/format';
import { nameOf } from '../../../../lib/core-data';
import { cardKey, type CardInfo } from '../../utils/cards';

/** The selected slot's card, its overrides (position, untradeable, rarity) and its removal. */
export const PlayerView = ({
  state,
  slot,
  cards,
  coreData,
  dispatch,
  onSearch,
}: {
  state: SquadBuilderState;
  slot: SlotAddress | null;
  cards: Readonly<Record<string, CardInfo>>;
  coreData: CoreData | undefined;
  dispatch: (action: SquadBuilderAction) => void;
  onSearch: () => void;
}) => {
  const position = slot
    ? state.positions.find((p) => p.group === slot.group && p.positionIdx === slot.positionIdx)
    : undefined;
  if (!slot || !position || position.playerEaId === null) {
    return (
      <div>
        <p className="sb-hint">This slot is empty.</p>
        {slot && (
          <button type="button" className="button button--primary" onClick={onSearch}>
            Search a player
          </button>
        )}
      </div>
    );
  }
  const card = cards[cardKey(position)];
  const slotPosition =
    slot.group === 'FIELD' ? squadFormation(state)?.slots[slot.positionIdx]?.generalPositionId : undefined;
  const rarities = Object.values(coreData?.rarities ?? {});
  return (
    <div className="sb-player">
      <h3 className="sb-player__name">{card?.name ?? `#${position.playerEaId}`}</h3>
      {card && (
        <p>
          {card.overall} · {positionName(card.position)}
          {card.alternativePositionIds.length > 0 && ` (${card.alternativePositionIds.map(positionName).join(', ')})`} ·{' '}
          {nameOf(coreData?.nations, card.nationEaId)} · {formatCoins(card.price)}
          {position.myEvoPlayerId !== null && ' · Evolved'}
        </p>
      )}
      {slotPosition !== undefined && (
        <Checkbox
          checked={position.positionOverride === slotPosition}
          onChange={(on) =>
            dispatch({ type: 'setPositionOverride', slot, positionId: on ? slotPosition : null })
          }
        >
          Counts as playing {positionName(slotPosition)}
        </Checkbox>
      )}
      <Checkbox
        checked={position.isUntradeableOverride}
        onChange={(isUntradeable) => dispatch({ type: 'setUntradeableOverride', slot, isUntradeable })}
      >
        Untradeable (not counted in the price)
      </Checkbox>
      <label className="field">
        <span className="field__label">Rarity</span>
        <select
          className="input"
          value={position.rarityOverrideEaId ?? ''}
          onChange={(event) =>
            dispatch({
              type: 'setRarityOverride',
              slot,
              rarityEaId: event.target.value === '' ? null : Number(event.target.value),
            })
          }
        >
          <option value="">The card’s own</option>
          {rarities.map((rarity) => (
            <option key={rarity.eaId} value={rarity.eaId}>
              {rarity.name}
            </option>
          ))}
        </select>
      </label>
      <div className="sb-actions">
        <button type="button" className="button button--ghost" onClick={onSearch}>
          Replace
        </button>
        <button type="button" className="button button--ghost" onClick={() => dispatch({ type: 'removePlayer', slot })}>
          Remove player
        </button>
      </div>
    </div>
  );
};
