import type { CoreData } from '@futgg/contracts';
import { reservePositions, substitutePositions, type SlotAddress, type SquadBuilderState } from '@futgg/game-rules';
import { cardKey, type CardInfo } from '../utils/cards';
import { sameSlot, SquadSlot, type SlotHandlers } from './squad-slot';

/** The substitutes panel (9 by default) and the reserves, when the squad has any. */
export const Bench = ({
  state,
  cards,
  selected,
  pickedUp,
  showPrices,
  coreData,
  handlers,
}: {
  state: SquadBuilderState;
  cards: Readonly<Record<string, CardInfo>>;
  selected: SlotAddress | null;
  pickedUp: SlotAddress | null;
  showPrices: boolean;
  coreData: CoreData | undefined;
  handlers: SlotHandlers;
}) => {
  const groups = [
    { title: 'Substitutes', label: 'SUB', positions: substitutePositions(state) },
    { title: 'Reserves', label: 'RES', positions: reservePositions(state) },
  ].filter((group) => group.positions.length > 0);
  return (
    <>
      {groups.map((group) => (
        <section key={group.title} className="sb-bench" aria-label={group.title}>
          <h2 className="sb-bench__title">{group.title}</h2>
          <div className="sb-bench__slots">
            {group.positions.map((position) => {
              const slot = { group: position.group, positionIdx: position.positionIdx };
              return (
                <SquadSlot
                  key={`${position.group}-${position.positionIdx}`}
                  position={position}
                  label={`${group.label} ${position.positionIdx + 1}`}
                  card={position.playerEaId === null ? undefined : cards[cardKey(position)]}
                  isSelected={sameSlot(selected, slot)}
                  isPickedUp={sameSlot(pickedUp, slot)}
                  showPrice={showPrices}
                  coreData={coreData}
                  handlers={handlers}
                />
              );
            })}
          </div>
        </section>
      ))}
    </>
  );
};
