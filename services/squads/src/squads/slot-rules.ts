import { DomainError, SQUAD_LIMITS, type SaveSquadRequest, type SquadPositionGroup } from '@futgg/contracts';
import { formationById } from '@futgg/game-rules';

const invalid = (index: number, field: string, message: string) =>
  new DomainError('INVALID_INPUT', message, { field: `positions.${index}.${field}` });

const groupSize = (request: SaveSquadRequest, group: SquadPositionGroup): number =>
  group === 'FIELD'
    ? SQUAD_LIMITS.FIELD_SLOTS
    : group === 'SUBSTITUTE'
      ? request.substituteCount
      : request.reserveCount;

/** What identifies a card in a squad: a saved evo-lab player by its id, any other card by its eaId. */
export const cardKeyOf = (position: { playerEaId: number | null; myEvoPlayerId: number | null }): string =>
  position.myEvoPlayerId === null ? `card:${position.playerEaId}` : `evo:${position.myEvoPlayerId}`;

/**
 * The rules of the slots that need no other service: each entry fills one slot of its group's size, no
 * slot twice, no card twice, a position override only on a field slot and only its own position. The
 * first broken rule is thrown, naming `positions.{i}.<field>`.
 */
export const checkSlots = (request: SaveSquadRequest): void => {
  const formation = formationById(request.formationId);
  if (!formation) {
    throw new DomainError('INVALID_INPUT', `Unknown formation ${request.formationId}`, {
      field: 'formationId',
    });
  }
  const slots = new Set<string>();
  const cards = new Set<string>();
  request.positions.forEach((position, index) => {
    if (position.playerEaId === null && position.myEvoPlayerId === null) {
      throw invalid(
        index,
        'playerEaId',
        'A slot entry needs a playerEaId or a myEvoPlayerId (leave empty slots out)',
      );
    }
    const size = groupSize(request, position.group);
    if (position.positionIdx >= size) {
      throw invalid(
        index,
        'positionIdx',
        `${position.group} has ${size} slots (0 to ${size - 1}), got ${position.positionIdx}`,
      );
    }
    const slot = `${position.group}:${position.positionIdx}`;
    if (slots.has(slot)) {
      throw invalid(index, 'positionIdx', `${position.group} slot ${position.positionIdx} is filled twice`);
    }
    slots.add(slot);
    const card = cardKeyOf(position);
    if (cards.has(card)) {
      throw invalid(
        index,
        position.myEvoPlayerId === null ? 'playerEaId' : 'myEvoPlayerId',
        'A card can be in a squad only once',
      );
    }
    cards.add(card);
    if (position.positionOverride !== null) {
      if (position.group !== 'FIELD') {
        throw invalid(index, 'positionOverride', 'Only a player on the field can have a position override');
      }
      const own = formation.slots[position.positionIdx]!.generalPositionId;
      if (position.positionOverride !== own) {
        throw invalid(
          index,
          'positionOverride',
          `A position override can only be the slot's own position (${own}), got ${position.positionOverride}`,
        );
      }
    }
  });
};
