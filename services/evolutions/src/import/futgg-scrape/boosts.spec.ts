import { POSITION } from '@futgg/game-rules';
import { readBoost, readBoosts } from './boosts.js';
import { referenceNamesOf } from './reference-names.js';

const names = referenceNamesOf(26);
// fut.gg's ids (reference/playstyles.ts): Technical 16, Quick Step 22, Slide Tackle 14.
const TECHNICAL = 16;

describe(readBoost.name, () => {
  it.each([
    [{ stat: 'PAC', valeur: '+7' }, 'facePace', 7],
    [{ stat: 'SHO', valeur: '+5' }, 'faceShooting', 5],
    [{ stat: 'PAS', valeur: '+2' }, 'facePassing', 2],
    [{ stat: 'DRI', valeur: '+3' }, 'faceDribbling', 3],
    [{ stat: 'DEF', valeur: '+5' }, 'faceDefending', 5],
    [{ stat: 'PHY', valeur: '+5' }, 'facePhysicality', 5],
    [{ stat: 'DIV', valeur: '+2' }, 'gkFaceDiving', 2],
    [{ stat: 'OVR', valeur: '+2' }, 'overall', 2],
    [{ stat: 'Sprint Speed', valeur: '+10' }, 'attributeSprintSpeed', 10],
    // Written out, Dribbling is the attribute; the face stat is DRI.
    [{ stat: 'Dribbling', valeur: '+3' }, 'attributeDribbling', 3],
    [{ stat: 'Long Pass', valeur: '+45' }, 'attributeLongPassing', 45],
    [{ stat: 'Short Pass', valeur: '+30' }, 'attributeShortPassing', 30],
    [{ stat: 'Fk Accuracy', valeur: '+20' }, 'attributeFkAccuracy', 20],
    [{ stat: 'Defensive Awareness', valeur: '+20' }, 'attributeDefensiveAwareness', 20],
    [{ stat: 'Positioning', valeur: '+10' }, 'attributePositioning', 10],
    [{ stat: 'GK Diving', valeur: '+4' }, 'attributeGkDiving', 4],
    [{ stat: 'Slide Tackle', valeur: '+5' }, 'attributeSlidingTackle', 5],
    [{ stat: 'Skill Moves', valeur: '+1★' }, 'skillMoves', 1],
    [{ stat: 'Weak Foot', valeur: 1 }, 'weakFoot', 1],
  ])('reads %j as %s +%i', (boost, type, value) => {
    expect(readBoost(boost, names)).toEqual({ upgrades: [{ type, value }] });
  });

  it.each([
    [{ stat: 'Technical', valeur: '' }, 'playstyles'],
    [{ stat: 'PlayStyle: Technical', valeur: '+1' }, 'playstyles'],
    [{ stat: 'PlayStyle+ Technical', valeur: '' }, 'playstylesPlus'],
    [{ stat: 'Technical+', valeur: '' }, 'playstylesPlus'],
    [{ stat: 'Technical', valeur: 'PS+' }, 'playstylesPlus'],
  ])('reads the PlayStyle %j into %s', (boost, type) => {
    expect(readBoost(boost, names)).toEqual({ upgrades: [{ type, value: TECHNICAL }] });
  });

  it('reads a position boost into alternative positions, and a PlayStyle named like an attribute', () => {
    expect(readBoost({ stat: 'Position', valeur: '+CAM, CM' }, names)).toEqual({
      upgrades: [
        { type: 'alternativePositionIds', value: POSITION.CAM },
        { type: 'alternativePositionIds', value: POSITION.CM },
      ],
    });
    expect(readBoost({ stat: 'Slide Tackle', valeur: 'PS' }, names)).toEqual({
      upgrades: [{ type: 'playstyles', value: 14 }],
    });
  });

  it.each([
    [{ stat: 'Charisma', valeur: '+5' }, '"Charisma" is no stat, PlayStyle or position we know'],
    [{ stat: 'PAC', valeur: 'lots' }, '"lots" is not an increase such as "+3"'],
    [{ stat: 'PAC', valeur: '+0' }, '+0 is no increase from 1 to 98'],
    [{ stat: 'Skill Moves', valeur: '+5' }, '+5 is no increase from 1 to 4'],
    [{ stat: 'PlayStyle+ Moonwalk', valeur: '' }, '"moonwalk" is no PlayStyle'],
    [{ stat: 'Position', valeur: 'Midfielders' }, '"Midfielders" is no list of positions'],
    [{ valeur: '+2' }, 'no stat'],
    ['PAC +2', 'not a {stat, valeur} object'],
  ])('leaves %j unread: %s', (boost, reason) => {
    expect(readBoost(boost, names)).toEqual({ unread: reason });
  });
});

describe(readBoosts.name, () => {
  it('keeps the scrape order and names each boost it could not read', () => {
    expect(
      readBoosts(
        [
          { stat: 'OVR', valeur: '+1' },
          { stat: 'Aura', valeur: '+3' },
          { stat: 'Acceleration', valeur: '+10' },
        ],
        names,
      ),
    ).toEqual({
      upgrades: [
        { type: 'overall', value: 1 },
        { type: 'attributeAcceleration', value: 10 },
      ],
      unread: ['boost "Aura +3": "Aura" is no stat, PlayStyle or position we know'],
    });
  });
});
