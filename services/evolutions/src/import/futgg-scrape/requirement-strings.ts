import type { EvolutionRequirements, StatField } from '@futgg/game-rules';
import type { NamedKind, ReferenceNames } from './reference-names.js';
import { keyOf, positionIdOf, statFieldOf } from './stat-names.js';

type NumberRequirement = {
  [K in keyof EvolutionRequirements]-?: NonNullable<EvolutionRequirements[K]> extends number ? K : never;
}[keyof EvolutionRequirements];
type ListRequirement = 'positions' | 'excludedPositions' | NamedKind | 'excludedRarities';

/** What one scraped requirement string says, or why it says nothing we can use. */
export type RequirementPiece =
  | { set: NumberRequirement; value: number; isDotted?: boolean }
  | { set: ListRequirement; ids: number[] }
  | { set: 'minStats' | 'maxStats'; field: StatField; value: number }
  | { unread: string };

const NUMBER_LABELS: Readonly<Record<string, readonly [NumberRequirement, number]>> = {
  'min ovr': ['minOverall', 99],
  'min overall': ['minOverall', 99],
  'max ovr': ['maxOverall', 99],
  'max overall': ['maxOverall', 99],
  'min ps': ['minPlaystyles', 20],
  'min playstyles': ['minPlaystyles', 20],
  'max ps': ['maxPlaystyles', 20],
  'max playstyles': ['maxPlaystyles', 20],
  'min ps+': ['minPlaystylesPlus', 20],
  'min playstyles+': ['minPlaystylesPlus', 20],
  'max ps+': ['maxPlaystylesPlus', 20],
  'max playstyles+': ['maxPlaystylesPlus', 20],
  'min sm': ['minSkillMoves', 5],
  'min skill moves': ['minSkillMoves', 5],
  'max sm': ['maxSkillMoves', 5],
  'max skill moves': ['maxSkillMoves', 5],
  'min wf': ['minWeakFoot', 5],
  'min weak foot': ['minWeakFoot', 5],
  'max wf': ['maxWeakFoot', 5],
  'max weak foot': ['maxWeakFoot', 5],
  'max roles+': ['maxRolesPlus', 20],
  'max roles++': ['maxRolesPlusPlus', 20],
};

const LIST_LABELS: Readonly<Record<string, ListRequirement>> = {
  position: 'positions',
  positions: 'positions',
  poste: 'positions',
  postes: 'positions',
  'position exclus': 'excludedPositions',
  'position exclue': 'excludedPositions',
  'positions exclues': 'excludedPositions',
  'postes exclus': 'excludedPositions',
  'excluded position': 'excludedPositions',
  'excluded positions': 'excludedPositions',
  nation: 'nations',
  nations: 'nations',
  pays: 'nations',
  league: 'leagues',
  leagues: 'leagues',
  ligue: 'leagues',
  championnat: 'leagues',
  club: 'clubs',
  clubs: 'clubs',
  rarity: 'rarities',
  rarities: 'rarities',
  rarete: 'rarities',
  'excluded rarity': 'excludedRarities',
  'excluded rarities': 'excludedRarities',
  'rarete exclue': 'excludedRarities',
};
const GLUED_LABELS = new Set(['excluded', 'exclu', 'exclus']);
// POS is the goalkeeper's positioning on a card, but fut.gg's "Max Pos" beside the run-together
// "Excluded:" block looks like a count of positions (which we only know as an exact total).
const AMBIGUOUS_LABELS: Readonly<Record<string, string>> = {
  'min pos': 'a number of positions or a goalkeeper positioning, we cannot tell',
  'max pos': 'a number of positions or a goalkeeper positioning, we cannot tell',
};

const NOUN: Readonly<Record<NamedKind, string>> = {
  rarities: 'rarity',
  nations: 'nation',
  leagues: 'league',
  clubs: 'club',
};

/** Ids of a list of names or positions; the first name we do not know makes the whole list unread. */
const idsOf = (
  set: ListRequirement,
  text: string,
  names: ReferenceNames,
): { ids: number[] } | { unread: string } => {
  const isPositions = set === 'positions' || set === 'excludedPositions';
  const tokens = text
    .split(isPositions ? /[\s,;/|]+/ : /\s*[,;/|]\s*/)
    .map((token) => token.trim())
    .filter(Boolean);
  if (tokens.length === 0) return { unread: 'an empty list' };
  const ids: number[] = [];
  for (const token of tokens) {
    if (isPositions) {
      const id = positionIdOf(token);
      if (id === undefined) return { unread: `"${token}" is no position` };
      ids.push(id);
      continue;
    }
    const kind = set === 'excludedRarities' ? 'rarities' : set;
    const found = names[kind].get(keyOf(token));
    if (!found) return { unread: `${NOUN[kind]} "${token}" is no ${NOUN[kind]} of FC ${names.gameYear}` };
    ids.push(...found);
  }
  return { ids: [...new Set(ids)] };
};

// fut.gg's "Excluded:" block runs into the next block's label: `RarityWorld Tour Silver StarsOverallMax`.
// A label starts the text or follows a lower-case letter, and is followed by a capital, a blank or the end.
const GLUED_LABEL = /(?:^|(?<=[a-z]))(Rarity|Nation|League|Club|Position|Overall|Max|Min)(?=[A-Z\s]|$)/g;

const gluedSegmentsOf = (text: string) => {
  const matches = [...text.matchAll(GLUED_LABEL)];
  return matches.map((match, index) => ({
    label: match[1]!,
    value: text.slice(match.index + match[0].length, matches[index + 1]?.index ?? text.length).trim(),
    at: match.index,
  }));
};

const NAMED_LABELS = new Set(['Rarity', 'Nation', 'League', 'Club', 'Position']);

const readExcluded = (text: string, names: ReferenceNames): RequirementPiece[] => {
  const [first, next] = gluedSegmentsOf(text);
  if (!first || first.at !== 0) return [{ unread: 'no Rarity, Nation, League, Club or Position label' }];
  const pieces: RequirementPiece[] = [];
  if (first.label === 'Rarity' || first.label === 'Position') {
    const set = first.label === 'Rarity' ? 'excludedRarities' : 'excludedPositions';
    const read = idsOf(set, first.value, names);
    pieces.push('ids' in read ? { set, ids: read.ids } : read);
  } else if (NAMED_LABELS.has(first.label)) {
    pieces.push({ unread: `an excluded ${first.label.toLowerCase()} is no requirement we know` });
  } else {
    pieces.push({ unread: `"${first.label}" excludes nothing` });
  }
  if (next) {
    // What follows is the next block of the page: its label, and at most the start of its value.
    const rest = text.slice(next.at).trim();
    pieces.push({
      unread:
        NAMED_LABELS.has(next.label) && next.value
          ? `"${rest}" runs into it: a ${next.label.toLowerCase()} requirement whose list may be cut short, so it is not read`
          : `"${rest}" runs into it: the label of another requirement, its value cut off`,
    });
  }
  return pieces;
};

const readNumber = (text: string, max: number): number | undefined => {
  const match = /^\s*(\d{1,3})\s*$/.exec(text);
  const value = match ? Number(match[1]) : NaN;
  return value >= 0 && value <= max ? value : undefined;
};

/**
 * One scraped requirement string (`Max OVR: 87`, `Max PS+: 2`, `Position exclus: CBM`, `Excluded:
 * RarityWorld Tour…`): what it sets, each part we cannot read with the reason. `Max. OVR` (with the dot)
 * is marked, for readRequirementStrings to decide against `Max OVR`.
 */
export const readRequirementString = (text: string, names: ReferenceNames): RequirementPiece[] => {
  const colon = text.indexOf(':');
  if (colon < 0) return [{ unread: 'no "label: value"' }];
  const rawLabel = text.slice(0, colon);
  const label = keyOf(rawLabel);
  const value = text.slice(colon + 1).trim();
  const number = NUMBER_LABELS[label];
  if (number) {
    const [set, max] = number;
    const read = readNumber(value, max);
    if (read === undefined) return [{ unread: `"${value}" is not a whole number from 0 to ${max}` }];
    return [
      /^\s*(min|max)\s*\./i.test(rawLabel) ? { set, value: read, isDotted: true } : { set, value: read },
    ];
  }
  const list = LIST_LABELS[label];
  if (list) {
    const read = idsOf(list, value, names);
    return ['ids' in read ? { set: list, ids: read.ids } : read];
  }
  if (GLUED_LABELS.has(label)) return readExcluded(value, names);
  const ambiguous = AMBIGUOUS_LABELS[label];
  if (ambiguous) return [{ unread: `"${rawLabel.trim()}" is ${ambiguous}` }];
  const bound = /^(min|max) (.+)$/.exec(label);
  const field = bound ? statFieldOf(bound[2]!) : undefined;
  if (bound && field) {
    const read = readNumber(value, 99);
    if (read === undefined) return [{ unread: `"${value}" is not a whole number from 0 to 99` }];
    return [{ set: bound[1] === 'min' ? 'minStats' : 'maxStats', field, value: read }];
  }
  return [{ unread: `"${rawLabel.trim()}" is no requirement we know` }];
};

export interface RequirementsRead {
  requirements: EvolutionRequirements;
  /** One line a part not read: the scraped string, then why. */
  unread: string[];
}

const stricter = (set: string, a: number, b: number) =>
  set.startsWith('min') ? Math.max(a, b) : Math.min(a, b);

/**
 * An evolution's requirement strings together. Where `Max. OVR` and `Max OVR` disagree (80 against 88,
 * 94 against 88 in the sample), `Max OVR` is the eligibility cap: its values are the 87–89 of EA's event
 * evolutions, while the dotted one is at times below it (an 80 that no card reaching 88 could respect)
 * and at times far above (94), so it is fut.gg's figure about the evolved card, not a requirement.
 */
export const readRequirementStrings = (
  strings: readonly unknown[],
  names: ReferenceNames,
): RequirementsRead => {
  const requirements: Record<string, unknown> = {};
  const unread: string[] = [];
  const overall: Record<string, { plain?: [number, string]; dotted?: [number, string] }> = {};
  for (const text of strings) {
    if (typeof text !== 'string') {
      unread.push(`${JSON.stringify(text)}: not a text`);
      continue;
    }
    for (const piece of readRequirementString(text, names)) {
      if ('unread' in piece) unread.push(`"${text}": ${piece.unread}`);
      else if ('ids' in piece) {
        // A list given twice counts once with the ids of both (the page splits a long list).
        requirements[piece.set] = [
          ...new Set([...((requirements[piece.set] as number[]) ?? []), ...piece.ids]),
        ];
      } else if ('field' in piece) {
        const bounds = (requirements[piece.set] ??= {}) as Record<string, number>;
        const known = bounds[piece.field];
        bounds[piece.field] = known === undefined ? piece.value : stricter(piece.set, known, piece.value);
      } else if (piece.set === 'minOverall' || piece.set === 'maxOverall') {
        (overall[piece.set] ??= {})[piece.isDotted ? 'dotted' : 'plain'] = [piece.value, text];
      } else {
        const known = requirements[piece.set] as number | undefined;
        if (known !== undefined && known !== piece.value) {
          unread.push(`"${text}": disagrees with an earlier ${piece.set} of ${known}; the stricter is kept`);
        }
        requirements[piece.set] = known === undefined ? piece.value : stricter(piece.set, known, piece.value);
      }
    }
  }
  for (const [set, { plain, dotted }] of Object.entries(overall)) {
    requirements[set] = (plain ?? dotted)![0];
    if (plain && dotted && plain[0] !== dotted[0]) {
      unread.push(`"${dotted[1]}": disagrees with "${plain[1]}", which is read as the eligibility cap`);
    }
  }
  return { requirements: requirements as EvolutionRequirements, unread };
};
