import type { DragEvent, KeyboardEvent } from 'react';
import type { CoreData } from '@futgg/contracts';
import type { SlotAddress, SquadPosition } from '@futgg/game-rules';
import { positionName } from '../../../components/card/card-art';
import { rarityOf } from '../../../lib/core-data';
import { formatCoins } from '../../../lib/format';
import type { CardInfo } from '../utils/cards';

export const sameSlot = (a: SlotAddress | null, b: SlotAddress | null) =>
  !!a && !!b && a.group === b.group && a.positionIdx === b.positionIdx;

export const slotId = (slot: SlotAddress) => `${slot.group}-${slot.positionIdx}`;

const DRAG_TYPE = 'application/x-squad-slot';

export interface SlotHandlers {
  /** A mouse click (or tap): selects the slot. */
  onSelect: (slot: SlotAddress) => void;
  /** Enter or Space: picks the player up, or puts the picked-up one here (with a modifier: removing the occupant). */
  onKeyActivate: (slot: SlotAddress, withModifier: boolean) => void;
  onDrop: (from: SlotAddress, to: SlotAddress, withModifier: boolean) => void;
  onCancelMove: () => void;
}

export const SquadSlot = ({
  position,
  label,
  card,
  chemistry,
  playsAs,
  isSelected,
  isPickedUp,
  showPrice,
  coreData,
  handlers,
  style,
}: {
  position: SquadPosition;
  /** The slot's position name ("ST", "SUB 3"). */
  label: string;
  card: CardInfo | undefined;
  /** 0..3 on the pitch; undefined on the bench. */
  chemistry?: number;
  /**
   * On the pitch, the position the card plays in this slot when it can (its primary, an alternative or
   * the override): shown in place of its primary, as the game shows a player moved to an alternative
   * position. Undefined when out of position (the primary is shown, marked) and on the bench.
   */
  playsAs?: number;
  isSelected: boolean;
  isPickedUp: boolean;
  showPrice: boolean;
  coreData: CoreData | undefined;
  handlers: SlotHandlers;
  style?: React.CSSProperties;
}) => {
  const slot: SlotAddress = { group: position.group, positionIdx: position.positionIdx };
  const isFilled = position.playerEaId !== null;
  const colours = card ? rarityOf(coreData, position.rarityOverrideEaId ?? card.rarityEaId) : null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      handlers.onCancelMove();
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    handlers.onKeyActivate(slot, event.shiftKey || event.altKey || event.ctrlKey || event.metaKey);
  };
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(slot));
    event.dataTransfer.setData('text/plain', slotId(slot));
    event.dataTransfer.effectAllowed = 'move';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const text = event.dataTransfer.getData(DRAG_TYPE);
    if (!text) return;
    try {
      const from = JSON.parse(text) as SlotAddress;
      if (!sameSlot(from, slot)) handlers.onDrop(from, slot, event.shiftKey || event.altKey);
    } catch {
      // Not one of ours: ignored.
    }
  };
  const name = card?.name ?? (isFilled ? `#${position.playerEaId}` : null);
  const priceText =
    showPrice && card ? (position.isUntradeableOverride ? 'Untradeable' : formatCoins(card.price)) : null;
  const shownPosition = card ? positionName(playsAs ?? card.position) : label;
  const isOutOfPosition = card !== undefined && chemistry !== undefined && playsAs === undefined;
  // The name holds the slot's visible text in the order the page has it (WCAG's label in name): the card's
  // name, rating, position and price; the slot and the chemistry are added around it. The grid's `order`
  // lays the parts out as a card, and the chemistry marks are drawn by CSS.
  const accessibleName =
    name === null
      ? `${label}: empty`
      : [
          `${label}: ${name}`,
          `${card?.overall ?? '?'} ${shownPosition}`,
          priceText,
          isOutOfPosition ? 'out of position' : null,
          chemistry === undefined ? null : `chemistry ${chemistry}`,
        ]
          .filter((part): part is string => part !== null)
          .join(', ');
  return (
    <button
      type="button"
      className={[
        'sb-slot',
        isFilled ? 'sb-slot--filled' : 'sb-slot--empty',
        isSelected ? 'sb-slot--selected' : '',
        isPickedUp ? 'sb-slot--picked' : '',
      ].join(' ')}
      style={{
        ...style,
        ...(colours
          ? { background: colours.backgroundColor, color: colours.textColor, borderColor: colours.lineColor }
          : {}),
      }}
      data-slot={slotId(slot)}
      aria-pressed={isSelected}
      aria-label={accessibleName}
      draggable={isFilled}
      onDragStart={onDragStart}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
      }}
      onDrop={onDrop}
      onClick={(event) => {
        // A click from the keyboard (detail 0) is handled by onKeyDown.
        if (event.detail !== 0) handlers.onSelect(slot);
      }}
      onKeyDown={onKeyDown}
    >
      {name !== null ? (
        <>
          {/* Spaces between the parts: the page's text reads "Name 91 ST 1,000", as the name does. */}
          <span className="sb-slot__name">{name}</span>{' '}
          <span className="sb-slot__rating">{card?.overall ?? '?'}</span>{' '}
          <span
            className={isOutOfPosition ? 'sb-slot__position sb-slot__position--out' : 'sb-slot__position'}
          >
            {shownPosition}
          </span>{' '}
          {priceText !== null && <span className="sb-slot__price">{priceText}</span>}
          {chemistry !== undefined && (
            <span
              className={`sb-chem sb-chem--${chemistry}`}
              aria-hidden="true"
              title={`Chemistry ${chemistry}`}
            />
          )}
        </>
      ) : (
        <>
          <span className="sb-slot__plus" aria-hidden="true" />
          <span className="sb-slot__position">{label}</span>
        </>
      )}
    </button>
  );
};
