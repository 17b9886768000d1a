import { POSITION, POSITION_IDS } from '../constants/positions.js';
import { RUSH_LINES, RUSH_LINE_NAMES, rushLineOf } from './rush-lines.js';

describe('Rush lines', () => {
  it('puts every general position in exactly one line', () => {
    for (const position of POSITION_IDS) {
      const lines = RUSH_LINE_NAMES.filter((line) =>
        (RUSH_LINES[line] as readonly number[]).includes(position),
      );
      expect(lines).toHaveLength(1);
    }
  });

  it('reads the line of a card’s position, and none for a slot id that is no general position', () => {
    expect(rushLineOf(POSITION.GK)).toBe('GK');
    expect(rushLineOf(POSITION.LWB)).toBe('DEF');
    expect(rushLineOf(POSITION.CAM)).toBe('MID');
    expect(rushLineOf(POSITION.ST)).toBe('ATT');
    expect(rushLineOf(4)).toBeNull();
  });
});
