import { FORMATIONS } from '@futgg/game-rules';
import type { FormationRow } from '../game-data.types.js';

// The catalog's formations table keys formations by an integer; game-rules names them ('f442'). The
// integer is the formation's position in FORMATIONS plus one, and its name maps back (formationByName).
export const formationRows = (): FormationRow[] =>
  FORMATIONS.map((formation) => ({
    id: formation.index + 1,
    index: formation.index,
    name: formation.name,
    slots: formation.slots.map(({ uniquePositionId, generalPositionId, x, y }) => ({
      uniquePositionId,
      generalPositionId,
      x,
      y,
    })),
    links: formation.links.map(([a, b]): [number, number] => [a, b]),
  }));
