import { positionWords, statName } from '../../../components/evolution/evolution-words';

const OTHER_LABELS: Record<string, string> = {
  overall: 'Overall',
  weakFoot: 'Weak foot',
  skillMoves: 'Skill moves',
  rarityEaId: 'Rarity',
  position: 'Position',
  alternativePositionIds: 'Alternative positions',
  playstyles: 'PlayStyles',
  playstylesPlus: 'PlayStyles+',
  rolesPlus: 'Roles+',
  rolesPlusPlus: 'Roles++',
  foot: 'Strong foot',
  attackingWorkrate: 'Attacking work rate',
  defensiveWorkrate: 'Defensive work rate',
};

/** The name a player reads for a card field: "Pace", "Sprint Speed" (the evolutions' words), "Weak foot". */
export const fieldLabel = (field: string): string => OTHER_LABELS[field] ?? statName(field);

/** "ST, any attacker": positions and position groups as the evolutions pages word them. */
export const positionsLabel = (ids: readonly number[]): string => ids.map(positionWords).join(', ');
