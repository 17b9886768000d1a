import {
  DomainError,
  SAVED_PLAYER_SCALAR_FIELDS,
  payloadNameOf,
  type SavedEvoLabPlayer,
} from '@futgg/contracts';
import {
  ATTRIBUTE_FIELDS,
  CAPS,
  FACE_STAT_FIELDS,
  GK_FACE_STAT_FIELDS,
  LIST_FIELDS,
  ROLE_PLUS_PLUS_OFFSET,
  applyEvolutions,
  endsBeforeAnyCreation,
  eligibilityFailures,
  isPositionId,
  type Card,
  type EligibilityFailure,
  type Evolution,
  type ManualChanges,
} from '@futgg/game-rules';

// docs/evolutions.md "Saving a player": how the spec's saved-player payload is judged, field by field.

const SCALAR_FIELDS = SAVED_PLAYER_SCALAR_FIELDS;
const STAT_FIELDS = [...ATTRIBUTE_FIELDS, ...FACE_STAT_FIELDS] as const;

/** Each number's allowed range (spec section 5 "Evolution-lab edits" and section 9 constants). */
const RANGES: Readonly<Record<string, readonly [number, number]>> = {
  overall: [CAPS.MIN_STAT, CAPS.OVERALL],
  foot: [1, 2],
  weakFoot: [CAPS.MIN_STAT, CAPS.WEAK_FOOT],
  skillMoves: [CAPS.MIN_STAT, CAPS.SKILL_MOVES],
  attackingWorkrate: [1, 3],
  defensiveWorkrate: [1, 3],
  rarityEaId: [0, 2_147_483_647],
  ...Object.fromEntries(
    [...STAT_FIELDS, ...GK_FACE_STAT_FIELDS].map((field) => [field, [CAPS.MIN_STAT, CAPS.ATTRIBUTE]]),
  ),
};

/** The lab's list caps (spec section 5): a path may grant more, so the cap is the larger of the two. */
const LIST_CAPS: Partial<Record<(typeof LIST_FIELDS)[number], number>> = {
  alternativePositionIds: 3,
  playstylesPlus: 4,
};

const unprocessable = (field: string, message: string) =>
  new DomainError('UNPROCESSABLE', message, { field });

/** The payload read as a card (its values, unjudged). */
export const cardFromPayload = (player: SavedEvoLabPlayer, base: Readonly<Card>): Card => {
  const card: Card = { ...base };
  const values = player as Record<string, unknown>;
  for (const field of SCALAR_FIELDS)
    (card as unknown as Record<string, unknown>)[field] = values[payloadNameOf(field)];
  for (const field of LIST_FIELDS) card[field] = [...(values[payloadNameOf(field)] as number[])];
  for (const field of STAT_FIELDS) card[field] = values[payloadNameOf(field)] as number;
  for (const field of GK_FACE_STAT_FIELDS) {
    const value = values[payloadNameOf(field)];
    if (typeof value === 'number') card[field] = value;
    else delete card[field];
  }
  return card;
};

/** Ranges, list caps and the lab's exclusivity rules; the first problem found is the answer. */
const checkValues = (card: Readonly<Card>, pathCard: Readonly<Card>) => {
  for (const [field, [min, max]] of Object.entries(RANGES)) {
    const value = (card as unknown as Record<string, number | undefined>)[field];
    if (value === undefined) continue;
    if (value < min || value > max) {
      throw unprocessable(
        payloadNameOf(field),
        `${payloadNameOf(field)} must be ${min} to ${max}, got ${value}`,
      );
    }
  }
  if (!isPositionId(card.position))
    throw unprocessable('position_id', `position_id ${card.position} is no position`);
  for (const field of LIST_FIELDS) {
    const ids = card[field];
    const name = payloadNameOf(field);
    if (new Set(ids).size !== ids.length) throw unprocessable(name, `${name} lists an id twice`);
    const cap = LIST_CAPS[field];
    if (cap !== undefined && ids.length > Math.max(cap, pathCard[field].length)) {
      throw unprocessable(
        name,
        `${name} holds at most ${Math.max(cap, pathCard[field].length)} ids, got ${ids.length}`,
      );
    }
  }
  for (const id of card.alternativePositionIds) {
    if (!isPositionId(id))
      throw unprocessable('alternative_position_ids', `alternative position ${id} is no position`);
    if (id === card.position) {
      throw unprocessable(
        'alternative_position_ids',
        'the main position cannot also be an alternative position',
      );
    }
  }
  const plus = new Set(card.playstylesPlus);
  const both = card.playstyles.find((id) => plus.has(id));
  if (both !== undefined)
    throw unprocessable('playstyles', `playstyle ${both} is in playstyles and playstyles_plus`);
  const plusPlus = new Set(card.rolesPlusPlus);
  const role = card.rolesPlus.find((id) => plusPlus.has(id + ROLE_PLUS_PLUS_OFFSET));
  if (role !== undefined)
    throw unprocessable(
      'roles_plus',
      `role ${role} is in roles_plus and, as ${role + ROLE_PLUS_PLUS_OFFSET}, in roles_plus_plus`,
    );
};

const sorted = (ids: readonly number[]) => [...ids].sort((x, y) => x - y);

/** Numbers by value, id lists as sets (the order ids were granted in changes nothing). */
const sameValue = (a: unknown, b: unknown): boolean => {
  if (!Array.isArray(a) || !Array.isArray(b)) return a === b;
  const [left, right] = [sorted(a as number[]), sorted(b as number[])];
  return left.length === right.length && left.every((value, index) => value === right[index]);
};

const EDITABLE_FIELDS = [...SCALAR_FIELDS, ...LIST_FIELDS, ...STAT_FIELDS, ...GK_FACE_STAT_FIELDS] as const;

/** The fields where the payload differs from the path's card: the lab's manual changes. */
const differencesOf = (card: Readonly<Card>, pathCard: Readonly<Card>): ManualChanges => {
  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    const value = (card as unknown as Record<string, unknown>)[field];
    if (value === undefined) continue;
    if (!sameValue(value, (pathCard as unknown as Record<string, unknown>)[field])) changes[field] = value;
  }
  return changes as ManualChanges;
};

const failureText = (failure: EligibilityFailure): string =>
  `${failure.requirement} (limit ${String(failure.limit)}, card ${String(failure.actual)})`;

/** Every step's requirements against the card as evolved by the steps before it, in order. */
export const checkPath = (base: Readonly<Card>, path: readonly Evolution[]): Card => {
  let card: Card = applyEvolutions(base, []);
  path.forEach((evolution, index) => {
    const field = `evolution_path.${index}`;
    const step = `Step ${index + 1} (${evolution.name}, ${evolution.id})`;
    if (path.slice(0, index).some((earlier) => earlier.id === evolution.id)) {
      throw unprocessable(field, `${step} repeats an evolution already in the path`);
    }
    if (endsBeforeAnyCreation(evolution, path.slice(0, index))) {
      throw unprocessable(field, `${step} ended before an earlier evolution of the path was released`);
    }
    const [failure] = eligibilityFailures(card, evolution);
    if (failure) throw unprocessable(field, `${step}: the card fails ${failureText(failure)}`);
    card = applyEvolutions(card, [evolution]);
  });
  return card;
};

export interface JudgedPlayer {
  card: Card;
  manualChanges: ManualChanges;
}

/**
 * The saved player as the path and its manual changes give it, or UNPROCESSABLE naming the field: a
 * value out of range, a step the card cannot take, or (is_modified false) a value the path does not
 * give. The stored card is the one game-rules computes, never the payload's numbers taken on trust.
 */
export const judgeSavedPlayer = (
  player: SavedEvoLabPlayer,
  base: Readonly<Card>,
  path: readonly Evolution[],
): JudgedPlayer => {
  const pathCard = checkPath(base, path);
  const sent = cardFromPayload(player, base);
  checkValues(sent, pathCard);
  const manualChanges = differencesOf(sent, pathCard);
  const changed = Object.keys(manualChanges);
  if (!player.is_modified && changed.length > 0) {
    const field = changed[0] as string;
    throw unprocessable(
      payloadNameOf(field),
      `${payloadNameOf(field)} is ${JSON.stringify((sent as unknown as Record<string, unknown>)[field])} but the evolution path gives ${JSON.stringify((pathCard as unknown as Record<string, unknown>)[field])}; send is_modified true to keep a manual change`,
    );
  }
  const card = applyEvolutions(base, path, manualChanges);
  for (const field of EDITABLE_FIELDS) {
    const expected = (card as unknown as Record<string, unknown>)[field];
    const value = (sent as unknown as Record<string, unknown>)[field];
    if (value !== undefined && !sameValue(value, expected)) {
      throw unprocessable(
        payloadNameOf(field),
        `${payloadNameOf(field)} is ${JSON.stringify(value)} but the card's other values give ${JSON.stringify(expected)}`,
      );
    }
  }
  return { card, manualChanges };
};
