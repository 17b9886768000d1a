import { ATTRIBUTE_FIELDS, FACE_STAT_FIELDS, GK_FACE_STAT_FIELDS } from '@futgg/game-rules';
import type { SavedEvoLabPlayer } from './evo-lab.schemas.js';

// Plain functions, no schema: the web builds the payload with them and keeps zod out of its bundle.

/** `attributeSprintSpeed` → `attribute_sprint_speed` (ARCHITECTURE.md: the save payload maps one to one). */
export const snakeCaseOf = (field: string): string =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A card's values under the payload's names: what the web sends and the service reads back. */
export const savedPlayerPayloadOf = (
  card: Readonly<Record<string, unknown>> & { position: number },
  path: { eaId: number; evolutionIds: readonly number[]; isModified: boolean; gameYear: number },
): SavedEvoLabPlayer => {
  const payload: Record<string, unknown> = {
    is_modified: path.isModified,
    is_custom: false,
    evolution_path: [...path.evolutionIds],
    game: path.gameYear,
    ea_id: path.eaId,
    position_id: card.position,
  };
  const scalar = [
    'overall',
    'foot',
    'weakFoot',
    'skillMoves',
    'attackingWorkrate',
    'defensiveWorkrate',
    'rarityEaId',
  ];
  const lists = ['alternativePositionIds', 'playstyles', 'playstylesPlus', 'rolesPlus', 'rolesPlusPlus'];
  for (const field of [...scalar, ...lists, ...ATTRIBUTE_FIELDS, ...FACE_STAT_FIELDS]) {
    payload[snakeCaseOf(field)] = card[field];
  }
  for (const field of GK_FACE_STAT_FIELDS) payload[snakeCaseOf(field)] = card[field] ?? null;
  return payload as SavedEvoLabPlayer;
};
