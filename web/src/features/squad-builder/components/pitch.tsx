import type { CoreData } from '@futgg/contracts';
import {
  fieldPositions,
  generalSlotPosition,
  squadFormation,
  UNIQUE_POSITION_NAME_BY_ID,
  type SlotAddress,
  type SquadBuilderState,
} from '@futgg/game-rules';
import { cardKey, type CardInfo } from '../utils/cards';
import { sameSlot, SquadSlot, type SlotHandlers } from './squad-slot';

/** The starting XI on a pitch drawn from the formation's coordinates (0..100, own goal at the bottom). */
export const Pitch = ({
  state,
  cards,
  chemistry,
  inPosition,
  selected,
  pickedUp,
  showPrices,
  coreData,
  handlers,
}: {
  state: SquadBuilderState;
  cards: Readonly<Record<string, CardInfo>>;
  chemistry: readonly number[];
  /** Per field slot, whether its card plays in position (chemistry's own reading). */
  inPosition: readonly boolean[];
  selected: SlotAddress | null;
  pickedUp: SlotAddress | null;
  showPrices: boolean;
  coreData: CoreData | undefined;
  handlers: SlotHandlers;
}) => {
  const formation = squadFormation(state);
  return (
    <div className="sb-pitch" role="group" aria-label={`Pitch, ${formation?.name ?? ''}`}>
      <div className="sb-pitch__markings" aria-hidden="true">
        <div className="sb-pitch__halfway" />
        <div className="sb-pitch__circle" />
        <div className="sb-pitch__box sb-pitch__box--top" />
        <div className="sb-pitch__box sb-pitch__box--bottom" />
      </div>
      {fieldPositions(state).map((position, i) => {
        const layout = formation?.slots[i];
        const slot = { group: position.group, positionIdx: position.positionIdx };
        const label = layout ? (UNIQUE_POSITION_NAME_BY_ID[layout.uniquePositionId] ?? '?') : '?';
        return (
          <SquadSlot
            key={`FIELD-${i}`}
            position={position}
            label={label}
            card={position.playerEaId === null ? undefined : cards[cardKey(position)]}
            chemistry={position.playerEaId === null ? undefined : (chemistry[i] ?? 0)}
            playsAs={layout && inPosition[i] ? generalSlotPosition(layout.uniquePositionId) : undefined}
            isSelected={sameSlot(selected, slot)}
            isPickedUp={sameSlot(pickedUp, slot)}
            showPrice={showPrices}
            coreData={coreData}
            handlers={handlers}
            style={{ left: `${layout?.x ?? 50}%`, top: `${layout?.y ?? 50}%` }}
          />
        );
      })}
    </div>
  );
};
