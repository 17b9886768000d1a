import { POSITION, UNIQUE_POSITION, type UniquePositionId } from '../constants/positions.js';

const { GK, RB, CB, LB, CDM, RM, CM, LM, CAM, RW, ST, LW } = POSITION;
const { RCB, LCB, RDM, LDM, RCM, LCM, RAM, LAM, RS, LS } = UNIQUE_POSITION;

/** A line of the formation at depth `y`, slots listed from the left touchline to the right. */
export interface FormationLine {
  y: number;
  slots: readonly UniquePositionId[];
}

export interface FormationLayout {
  id: string;
  name: string;
  lines: readonly FormationLine[];
}

// Depths (y, goal at the bottom) by line of play; a formation uses the ones it needs.
const KEEPER = { y: 92, slots: [GK] } as const;
const DEFENCE = 74;
const HOLDING = 60;
const MIDFIELD = 48;
const ATTACKING_MIDFIELD = 34;
const ATTACK = 16;

const back3 = { y: DEFENCE, slots: [LCB, CB, RCB] } as const;
const back4 = { y: DEFENCE, slots: [LB, LCB, RCB, RB] } as const;
const back5 = { y: DEFENCE, slots: [LB, LCB, CB, RCB, RB] } as const;
const line = (y: number, ...slots: UniquePositionId[]): FormationLine => ({ y, slots });

// The 28 formations of Ultimate Team in EA SPORTS FC 25 and FC 26 (spec, first document, section 9:
// "28, three to five at the back"). From the 30 names of the FIFA 23 list plus FC 25's new 4-2-1-3 we
// dropped 4-3-3(5) and 4-4-1-1(2): FC 25 removed the CF, LWB and RWB positions and with them the
// formations built on a CF (fut.gg "Top 5 Ultimate Team changes" for FC 25: "Removed formations: 4-4-1-1
// …"; gamecurrency.net lists 4-3-3(5) as removed with the CF). The same change turned the LWB/RWB of
// 5-3-2, 5-2-3 and 5-2-1-2 into LB/RB and the two CF (LF/RF) of 4-3-2-1 and 3-4-2-1 into two CAMs
// (fut.gg, same article). We found no FC 26 change to this list; EA's own list was not available to us.
// Slot positions of each formation are from our knowledge of the game's squad screen, not from EA data.
// Ids follow the FUT web app's short names (f433, f433a…); they are ours, stable, and not EA's numbers.
export const FORMATION_LAYOUTS: readonly FormationLayout[] = [
  {
    id: 'f3142',
    name: '3-1-4-2',
    lines: [KEEPER, back3, line(HOLDING, CDM), line(MIDFIELD, LM, LCM, RCM, RM), line(ATTACK, LS, RS)],
  },
  {
    id: 'f3412',
    name: '3-4-1-2',
    lines: [
      KEEPER,
      back3,
      line(MIDFIELD, LM, LCM, RCM, RM),
      line(ATTACKING_MIDFIELD, CAM),
      line(ATTACK, LS, RS),
    ],
  },
  {
    id: 'f3421',
    name: '3-4-2-1',
    lines: [
      KEEPER,
      back3,
      line(MIDFIELD, LM, LCM, RCM, RM),
      line(ATTACKING_MIDFIELD, LAM, RAM),
      line(ATTACK, ST),
    ],
  },
  {
    id: 'f343',
    name: '3-4-3',
    lines: [KEEPER, back3, line(MIDFIELD, LM, LCM, RCM, RM), line(ATTACK, LW, ST, RW)],
  },
  {
    id: 'f352',
    name: '3-5-2',
    lines: [KEEPER, back3, line(HOLDING, LDM, RDM), line(MIDFIELD, LM, CAM, RM), line(ATTACK, LS, RS)],
  },
  {
    id: 'f41212',
    name: '4-1-2-1-2',
    lines: [
      KEEPER,
      back4,
      line(HOLDING, CDM),
      line(MIDFIELD, LCM, RCM),
      line(ATTACKING_MIDFIELD, CAM),
      line(ATTACK, LS, RS),
    ],
  },
  {
    id: 'f41212a',
    name: '4-1-2-1-2(2)',
    lines: [
      KEEPER,
      back4,
      line(HOLDING, CDM),
      line(MIDFIELD, LM, RM),
      line(ATTACKING_MIDFIELD, CAM),
      line(ATTACK, LS, RS),
    ],
  },
  {
    id: 'f4132',
    name: '4-1-3-2',
    lines: [KEEPER, back4, line(HOLDING, CDM), line(MIDFIELD, LM, CM, RM), line(ATTACK, LS, RS)],
  },
  {
    id: 'f4141',
    name: '4-1-4-1',
    lines: [KEEPER, back4, line(HOLDING, CDM), line(MIDFIELD, LM, LCM, RCM, RM), line(ATTACK, ST)],
  },
  {
    id: 'f4213',
    name: '4-2-1-3',
    lines: [KEEPER, back4, line(HOLDING, LDM, RDM), line(ATTACKING_MIDFIELD, CAM), line(ATTACK, LW, ST, RW)],
  },
  {
    id: 'f4222',
    name: '4-2-2-2',
    lines: [KEEPER, back4, line(HOLDING, LDM, RDM), line(ATTACKING_MIDFIELD, LAM, RAM), line(ATTACK, LS, RS)],
  },
  {
    id: 'f4231',
    name: '4-2-3-1',
    lines: [
      KEEPER,
      back4,
      line(HOLDING, LDM, RDM),
      line(ATTACKING_MIDFIELD, LAM, CAM, RAM),
      line(ATTACK, ST),
    ],
  },
  {
    id: 'f4231a',
    name: '4-2-3-1(2)',
    lines: [KEEPER, back4, line(HOLDING, LDM, RDM), line(ATTACKING_MIDFIELD, LM, CAM, RM), line(ATTACK, ST)],
  },
  {
    id: 'f424',
    name: '4-2-4',
    lines: [KEEPER, back4, line(MIDFIELD, LCM, RCM), line(ATTACK, LW, LS, RS, RW)],
  },
  {
    id: 'f4312',
    name: '4-3-1-2',
    lines: [KEEPER, back4, line(MIDFIELD, LCM, CM, RCM), line(ATTACKING_MIDFIELD, CAM), line(ATTACK, LS, RS)],
  },
  {
    id: 'f4321',
    name: '4-3-2-1',
    lines: [
      KEEPER,
      back4,
      line(MIDFIELD, LCM, CM, RCM),
      line(ATTACKING_MIDFIELD, LAM, RAM),
      line(ATTACK, ST),
    ],
  },
  {
    id: 'f433',
    name: '4-3-3',
    lines: [KEEPER, back4, line(MIDFIELD, LCM, CM, RCM), line(ATTACK, LW, ST, RW)],
  },
  {
    id: 'f433a',
    name: '4-3-3(2)',
    lines: [KEEPER, back4, line(HOLDING, CDM), line(MIDFIELD, LCM, RCM), line(ATTACK, LW, ST, RW)],
  },
  {
    id: 'f433b',
    name: '4-3-3(3)',
    lines: [KEEPER, back4, line(HOLDING, LDM, RDM), line(MIDFIELD, CM), line(ATTACK, LW, ST, RW)],
  },
  {
    id: 'f433c',
    name: '4-3-3(4)',
    lines: [KEEPER, back4, line(MIDFIELD, LCM, RCM), line(ATTACKING_MIDFIELD, CAM), line(ATTACK, LW, ST, RW)],
  },
  {
    id: 'f442',
    name: '4-4-2',
    lines: [KEEPER, back4, line(MIDFIELD, LM, LCM, RCM, RM), line(ATTACK, LS, RS)],
  },
  {
    id: 'f442a',
    name: '4-4-2(2)',
    lines: [KEEPER, back4, line(HOLDING, LDM, RDM), line(MIDFIELD, LM, RM), line(ATTACK, LS, RS)],
  },
  {
    id: 'f451',
    name: '4-5-1',
    lines: [KEEPER, back4, line(MIDFIELD, LM, CM, RM), line(ATTACKING_MIDFIELD, LAM, RAM), line(ATTACK, ST)],
  },
  {
    id: 'f451a',
    name: '4-5-1(2)',
    lines: [KEEPER, back4, line(MIDFIELD, LM, LCM, CM, RCM, RM), line(ATTACK, ST)],
  },
  {
    id: 'f5212',
    name: '5-2-1-2',
    lines: [KEEPER, back5, line(MIDFIELD, LCM, RCM), line(ATTACKING_MIDFIELD, CAM), line(ATTACK, LS, RS)],
  },
  { id: 'f523', name: '5-2-3', lines: [KEEPER, back5, line(MIDFIELD, LCM, RCM), line(ATTACK, LW, ST, RW)] },
  { id: 'f532', name: '5-3-2', lines: [KEEPER, back5, line(MIDFIELD, LCM, CM, RCM), line(ATTACK, LS, RS)] },
  { id: 'f541', name: '5-4-1', lines: [KEEPER, back5, line(MIDFIELD, LM, LCM, RCM, RM), line(ATTACK, ST)] },
];
