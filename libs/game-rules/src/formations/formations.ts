import { POSITION, generalPositionOf, type UniquePositionId } from '../constants/positions.js';
import { FORMATION_LAYOUTS, type FormationLayout, type FormationLine } from './formation-layouts.js';
import type { Formation, FormationSlot } from './formation.types.js';

// Screen layout: flank players hug the touchlines, central players sit 22 apart around the middle.
const LEFT_FLANK_X = 12;
const RIGHT_FLANK_X = 88;
const CENTRAL_GAP = 22;
const LEFT_FLANK: ReadonlySet<number> = new Set([POSITION.LB, POSITION.LWB, POSITION.LM, POSITION.LW]);
const RIGHT_FLANK: ReadonlySet<number> = new Set([POSITION.RB, POSITION.RWB, POSITION.RM, POSITION.RW]);

const slotsOfLine = ({ y, slots }: FormationLine): FormationSlot[] => {
  const centralCount = slots.filter((id) => !LEFT_FLANK.has(id) && !RIGHT_FLANK.has(id)).length;
  let central = 0;
  return slots.map((uniquePositionId: UniquePositionId) => {
    let x: number;
    if (LEFT_FLANK.has(uniquePositionId)) x = LEFT_FLANK_X;
    else if (RIGHT_FLANK.has(uniquePositionId)) x = RIGHT_FLANK_X;
    else x = 50 + (central++ - (centralCount - 1) / 2) * CENTRAL_GAP;
    return { uniquePositionId, generalPositionId: generalPositionOf(uniquePositionId), x, y };
  });
};

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Each slot of `from` links to its nearest slot(s) of `to`, ties included, when within `reach`. */
const nearestLinks = (
  from: readonly number[],
  to: readonly number[],
  slots: readonly FormationSlot[],
  reach = Infinity,
) =>
  from.flatMap((a) => {
    const distance = (b: number) => Math.abs(slots[a]!.x - slots[b]!.x);
    const nearest = Math.min(...to.map(distance));
    if (nearest > reach) return [];
    return to.filter((b) => distance(b) === nearest).map((b): [number, number] => [a, b]);
  });

// Looking back, a player only links across one and a half central gaps: a full-back does not link to the
// keeper, who sits in the middle behind his centre-backs.
const BACKWARD_REACH = 1.5 * CENTRAL_GAP;

// The old link system drew links between neighbours on the pitch (spec, first document, section 3
// "chemistry links between slots"). EA's own link table is not public to us, so links are derived: each
// player links to the players beside him in his line, to the nearest player(s) of the line in front, and
// to the nearest player(s) of the line behind when close enough. Looking forward always adds a link, so
// consecutive lines are always joined and the graph is connected.
const linksOf = (
  lineSlotIndexes: readonly number[][],
  slots: readonly FormationSlot[],
): [number, number][] => {
  const links = new Map<string, [number, number]>();
  const add = ([a, b]: [number, number]) => links.set(pairKey(a, b), a < b ? [a, b] : [b, a]);
  lineSlotIndexes.forEach((indexes, lineIndex) => {
    for (let i = 1; i < indexes.length; i += 1) add([indexes[i - 1]!, indexes[i]!]);
    const next = lineSlotIndexes[lineIndex + 1];
    if (next === undefined) return;
    nearestLinks(indexes, next, slots).forEach(add);
    nearestLinks(next, indexes, slots, BACKWARD_REACH).forEach(add);
  });
  return [...links.values()].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
};

const formationOf = (layout: FormationLayout, index: number): Formation => {
  const slots: FormationSlot[] = [];
  const lineSlotIndexes = layout.lines.map((formationLine) =>
    slotsOfLine(formationLine).map((slot) => slots.push(slot) - 1),
  );
  return { id: layout.id, index, name: layout.name, slots, links: linksOf(lineSlotIndexes, slots) };
};

export const FORMATIONS: readonly Formation[] = FORMATION_LAYOUTS.map(formationOf);

const BY_ID = new Map(FORMATIONS.map((formation) => [formation.id, formation]));
const BY_NAME = new Map(FORMATIONS.map((formation) => [formation.name, formation]));

export const formationById = (id: string): Formation | undefined => BY_ID.get(id);
export const formationByName = (name: string): Formation | undefined => BY_NAME.get(name);

/** The formation a new squad starts with: 4-4-2, the game's default in Ultimate Team. */
export const DEFAULT_FORMATION_ID = 'f442';
