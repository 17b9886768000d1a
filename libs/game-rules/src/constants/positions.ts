// Position ids are EA's own enumeration (spec, first document, section 9). The gaps in the spec's list
// (4, 6, 9, 11, ...) are EA's side-specific formation slots (RCB, LCB, RDM, ...); a card only ever
// carries one of the general ids, a formation slot may carry either.

export const POSITION = {
  GK: 0,
  SW: 1,
  RWB: 2,
  RB: 3,
  CB: 5,
  LB: 7,
  LWB: 8,
  CDM: 10,
  RM: 12,
  CM: 14,
  LM: 16,
  CAM: 18,
  RF: 20,
  CF: 21,
  LF: 22,
  RW: 23,
  ST: 25,
  LW: 27,
} as const;

export type PositionName = keyof typeof POSITION;
export type PositionId = (typeof POSITION)[PositionName];

export const POSITION_IDS: readonly PositionId[] = Object.values(POSITION);

export const POSITION_NAME_BY_ID: Readonly<Record<PositionId, PositionName>> = Object.fromEntries(
  Object.entries(POSITION).map(([name, id]) => [id, name]),
) as Record<PositionId, PositionName>;

/** Side-specific slot ids used by formations, each standing for a general position. */
export const UNIQUE_POSITION = {
  RCB: 4,
  LCB: 6,
  RDM: 9,
  LDM: 11,
  RCM: 13,
  LCM: 15,
  RAM: 17,
  LAM: 19,
  RS: 24,
  LS: 26,
} as const;

export type UniquePositionName = PositionName | keyof typeof UNIQUE_POSITION;
export type UniquePositionId = PositionId | (typeof UNIQUE_POSITION)[keyof typeof UNIQUE_POSITION];

const GENERAL_FOR_UNIQUE: Readonly<Record<number, PositionId>> = {
  [UNIQUE_POSITION.RCB]: POSITION.CB,
  [UNIQUE_POSITION.LCB]: POSITION.CB,
  [UNIQUE_POSITION.RDM]: POSITION.CDM,
  [UNIQUE_POSITION.LDM]: POSITION.CDM,
  [UNIQUE_POSITION.RCM]: POSITION.CM,
  [UNIQUE_POSITION.LCM]: POSITION.CM,
  [UNIQUE_POSITION.RAM]: POSITION.CAM,
  [UNIQUE_POSITION.LAM]: POSITION.CAM,
  [UNIQUE_POSITION.RS]: POSITION.ST,
  [UNIQUE_POSITION.LS]: POSITION.ST,
};

export const UNIQUE_POSITION_NAME_BY_ID: Readonly<Record<number, UniquePositionName>> = {
  ...POSITION_NAME_BY_ID,
  ...Object.fromEntries(Object.entries(UNIQUE_POSITION).map(([name, id]) => [id, name])),
} as Record<number, UniquePositionName>;

export const isPositionId = (id: number): id is PositionId => id in POSITION_NAME_BY_ID;

/** The general position a formation slot stands for (RCB and LCB are both CB). */
export const generalPositionOf = (slotPositionId: number): PositionId => {
  if (isPositionId(slotPositionId)) return slotPositionId;
  const general = GENERAL_FOR_UNIQUE[slotPositionId];
  if (general === undefined) throw new RangeError(`Unknown position id ${slotPositionId}`);
  return general;
};

/** Position groups usable wherever a list of positions is accepted (spec, first document, section 9). */
export const POSITION_GROUP = { DEFENDERS: 50, MIDFIELDERS: 51, ATTACKERS: 52 } as const;
export type PositionGroupId = (typeof POSITION_GROUP)[keyof typeof POSITION_GROUP];

export const POSITIONS_IN_GROUP: Readonly<Record<PositionGroupId, readonly PositionId[]>> = {
  [POSITION_GROUP.DEFENDERS]: [
    POSITION.SW,
    POSITION.RWB,
    POSITION.RB,
    POSITION.CB,
    POSITION.LB,
    POSITION.LWB,
  ],
  [POSITION_GROUP.MIDFIELDERS]: [POSITION.CDM, POSITION.RM, POSITION.CM, POSITION.LM, POSITION.CAM],
  [POSITION_GROUP.ATTACKERS]: [POSITION.RF, POSITION.CF, POSITION.LF, POSITION.RW, POSITION.ST, POSITION.LW],
};

const isGroupId = (id: number): id is PositionGroupId => id in POSITIONS_IN_GROUP;

/** Expands group ids (50, 51, 52) into their positions; plain position ids pass through. */
export const expandPositionIds = (ids: readonly number[]): Set<number> => {
  const expanded = new Set<number>();
  for (const id of ids) {
    if (isGroupId(id)) for (const member of POSITIONS_IN_GROUP[id]) expanded.add(member);
    else expanded.add(id);
  }
  return expanded;
};
