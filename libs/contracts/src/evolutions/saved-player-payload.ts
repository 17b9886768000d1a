import { ATTRIBUTE_FIELDS, FACE_STAT_FIELDS, GK_FACE_STAT_FIELDS, LIST_FIELDS } from '@futgg/game-rules';
import type { SavedEvoLabPlayer } from './evo-lab.schemas.js';

// Plain functions, no schema: the web builds the payload with them and keeps zod out of its bundle.

/** `attributeSprintSpeed` → `attribute_sprint_speed` (ARCHITECTURE.md: the save payload maps one to one). */
export const snakeCaseOf = (field: string): string =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The card's single values the payload carries (besides its stats and id lists), by vocabulary name. */
export const SAVED_PLAYER_SCALAR_FIELDS = [
  'overall',
  'foot',
  'weakFoot',
  'skillMoves',
  'attackingWorkrate',
  'defensiveWorkrate',
  'rarityEaId',
  'position',
] as const;

/** The payload's name of a card field: snake case, but the main position is `position_id`. */
export const payloadNameOf = (field: string): string =>
  field === 'position' ? 'position_id' : snakeCaseOf(field);

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
  };
  for (const field of [
    ...SAVED_PLAYER_SCALAR_FIELDS,
    ...LIST_FIELDS,
    ...ATTRIBUTE_FIELDS,
    ...FACE_STAT_FIELDS,
  ]) {
    payload[payloadNameOf(field)] = card[field];
  }
  for (const field of GK_FACE_STAT_FIELDS) payload[payloadNameOf(field)] = card[field] ?? null;
  return payload as SavedEvoLabPlayer;
};
