import { TACTIC_DEFAULTS } from '@futgg/game-rules';
import type { TacticOptionRow } from '../game-data.types.js';

// FC 26 tactics. Build-up styles: FC 26 offers Balanced, Counter and Short Passing in Ultimate Team, Long
// Ball being FC 25's name for the direct option we keep for older codes; the default id is 8 (spec,
// game-rules TACTIC_DEFAULTS). Defensive approaches 9–12 give line heights 25/50/85/95 (spec: "approach 9
// gives 25, 10 gives 50, 11 gives 85, otherwise 95"), default 10.
export const BUILD_UP_STYLES: readonly TacticOptionRow[] = [
  { id: TACTIC_DEFAULTS.BUILD_UP_STYLE_ID, name: 'Balanced' },
  { id: 6, name: 'Counter' },
  { id: 7, name: 'Short Passing' },
  { id: 5, name: 'Long Ball' },
];

export const DEFENSIVE_APPROACHES: readonly TacticOptionRow[] = [
  { id: 9, name: 'Deep' },
  { id: TACTIC_DEFAULTS.DEFENSIVE_APPROACH_ID, name: 'Balanced' },
  { id: 11, name: 'High' },
  { id: 12, name: 'Aggressive' },
];
