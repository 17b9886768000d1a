// What the squad pieces show, worked out from the squad answer alone: pure, so the HTML squad widget,
// the canvas painter and the tests read the same layout. The server computed chemistry, rating and
// price; the formation's slot coordinates come from game-rules.
import type { Squad } from '@futgg/contracts';
import {
  POSITION,
  POSITION_GROUP,
  POSITION_NAME_BY_ID,
  POSITIONS_IN_GROUP,
  TACTIC_DEFAULTS,
  formationById,
  type Formation,
} from '@futgg/game-rules';

export type SquadCardShape = Squad['cards'][number];

/** One of the XI's slots as the pitch shows it; `card` is null for an empty slot. */
export interface FieldSlot {
  positionIdx: number;
  /** Screen coordinates 0..100 (game-rules' FORMATIONS): x from the left touchline, y from the top. */
  x: number;
  y: number;
  generalPositionId: number;
  /** The slot's position name (ST, LCB shows as CB: the general position). */
  positionName: string;
  card: SquadCardShape | null;
  /** The player's chemistry points (0..3), null for an empty slot. */
  chemistry: number | null;
}

const positionNameOf = (positionId: number): string =>
  POSITION_NAME_BY_ID[positionId as keyof typeof POSITION_NAME_BY_ID] ?? String(positionId);

const cardsOf = (squad: Squad, group: SquadCardShape['group']) =>
  new Map(squad.cards.filter((card) => card.group === group).map((card) => [card.positionIdx, card]));

export const formationOf = (squad: Squad): Formation | undefined => formationById(squad.formationId);

/** The XI on the formation's slots, goalkeeper first (an unknown formation gives no slots). */
export const fieldSlotsOf = (squad: Squad): FieldSlot[] => {
  const formation = formationOf(squad);
  if (!formation) return [];
  const cards = cardsOf(squad, 'FIELD');
  const points = new Map(squad.chemistry.perPlayer.map((entry) => [entry.positionIdx, entry.points]));
  return formation.slots.map((slot, positionIdx) => {
    const card = cards.get(positionIdx) ?? null;
    return {
      positionIdx,
      x: slot.x,
      y: slot.y,
      generalPositionId: slot.generalPositionId,
      positionName: positionNameOf(slot.generalPositionId),
      card,
      chemistry: card ? (points.get(positionIdx) ?? 0) : null,
    };
  });
};

export const LINE_NAMES = ['Goalkeeper', 'Defence', 'Midfield', 'Attack'] as const;
export type LineName = (typeof LINE_NAMES)[number];

const isIn = (group: keyof typeof POSITION_GROUP, positionId: number) =>
  (POSITIONS_IN_GROUP[POSITION_GROUP[group]] as readonly number[]).includes(positionId);

const lineNameOf = (positionId: number): LineName => {
  if (positionId === POSITION.GK) return 'Goalkeeper';
  if (isIn('DEFENDERS', positionId)) return 'Defence';
  if (isIn('MIDFIELDERS', positionId)) return 'Midfield';
  return 'Attack';
};

/** The XI as lines of play, from the keeper forward; within a line from the left touchline. */
export const lineupByLine = (squad: Squad): { line: LineName; slots: FieldSlot[] }[] => {
  const slots = fieldSlotsOf(squad);
  return LINE_NAMES.map((line) => ({
    line,
    slots: slots.filter((slot) => lineNameOf(slot.generalPositionId) === line).sort((a, b) => a.x - b.x),
  })).filter((entry) => entry.slots.length > 0);
};

/** The highest-rated card of the XI (the first slot wins a tie); any card when the XI is empty. */
export const topRatedCard = (squad: Squad): SquadCardShape | null => {
  const field = squad.cards.filter((card) => card.group === 'FIELD');
  const pool = field.length > 0 ? field : squad.cards;
  return pool.reduce<SquadCardShape | null>(
    (best, card) =>
      !best ||
      card.overall > best.overall ||
      (card.overall === best.overall && card.positionIdx < best.positionIdx)
        ? card
        : best,
    null,
  );
};

/** The bench: one entry per substitute slot, in slot order; null where the slot is empty. */
export const benchOf = (squad: Squad): { positionIdx: number; card: SquadCardShape | null }[] => {
  const cards = cardsOf(squad, 'SUBSTITUTE');
  const count = Math.max(squad.substituteCount, ...[...cards.keys()].map((index) => index + 1));
  return Array.from({ length: count }, (_, positionIdx) => ({
    positionIdx,
    card: cards.get(positionIdx) ?? null,
  }));
};

/**
 * The tactics view's defensive line: the squad answer carries no tactic, so the default line height
 * (game-rules' TACTIC_DEFAULTS, 0 deep .. 100 high) is shown, at its depth on the pitch.
 */
export const defensiveLineOf = (lineHeight: number = TACTIC_DEFAULTS.LINE_HEIGHT) => ({
  lineHeight,
  /** Screen y (0..100, own goal at the bottom) of the defensive line: 0 sits on the own box, 100 halfway. */
  y: 82 - (lineHeight / 100) * 32,
});

export const positionNameOfCard = (card: SquadCardShape): string => positionNameOf(card.position);

const SHORT_NAME_LENGTH = 12;

/**
 * A pitch label: the name when it is short (a common name such as "De Luca" stays whole), else the name
 * without its first word ("Virgil van Dijk" is "van Dijk").
 */
export const shortName = (name: string): string => {
  const trimmed = name.trim();
  if (trimmed.length <= SHORT_NAME_LENGTH) return trimmed;
  const words = trimmed.split(/\s+/);
  return words.length > 1 ? words.slice(1).join(' ') : trimmed;
};

export const SOCIAL_VIEWS = [
  'social-image-squad',
  'social-image-lineup',
  'social-image-player',
  'social-image-tactics',
  'subs-render',
  'broadcast',
] as const;
export type SocialView = (typeof SOCIAL_VIEWS)[number];

export const SOCIAL_VIEW_TITLES: Readonly<Record<SocialView, string>> = {
  'social-image-squad': 'Squad image',
  'social-image-lineup': 'Line-up image',
  'social-image-player': 'Player image',
  'social-image-tactics': 'Tactics image',
  'subs-render': 'Substitutes',
  broadcast: 'Broadcast view',
};

/** Pixel size of each view's image: square for social posts, 16:9 for the broadcast overlay. */
export const VIEW_SIZES: Readonly<Record<SocialView, { width: number; height: number }>> = {
  'social-image-squad': { width: 1080, height: 1080 },
  'social-image-lineup': { width: 1080, height: 1080 },
  'social-image-player': { width: 1080, height: 1080 },
  'social-image-tactics': { width: 1080, height: 1080 },
  'subs-render': { width: 1080, height: 1080 },
  broadcast: { width: 1920, height: 1080 },
};

/** The file a view's PNG downloads as: `<view>-<squad uuid>.png`. */
export const pngFileName = (view: SocialView, squadUuid: string): string =>
  `${view}-${squadUuid.replace(/[^A-Za-z0-9-]/g, '')}.png`;
