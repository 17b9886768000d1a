import { csvFormatOf, PlayerFileError, readSourceFile } from './source-file.js';

const EA_HEADER =
  'Rank,Name,OVR,PAC,SHO,PAS,DRI,DEF,PHY,Acceleration,SprintSpeed,Positioning,Finishing,ShotPower,LongShots,Volleys,Penalties,Vision,Crossing,FKAccuracy,ShortPassing,LongPassing,Curve,Dribbling,Agility,Balance,Reactions,BallControl,Composure,Interceptions,HeadingAccuracy,DefAwareness,StandingTackle,SlidingTackle,Jumping,Stamina,Strength,Aggression,Position,Alternative positions,Weakfoot,Skillmoves,Preferred foot,Height,Weight,Age,Nation,League,Team,playstyle,GKDiving,GKHandling,GKKicking,GKPositioning,GKReflexes';
// Kylian Mbappé's row of shared/data/fc25-player-ratings/players.csv.
const MBAPPE =
  '1,Kylian Mbappé,91,97,90,80,92,36,78,97,97,93,94,90,83,84,84,83,78,69,86,71,80,93,93,82,93,92,88,38,73,26,34,32,88,88,77,64,ST,LW,4,5,Right,"182cm / 6\'0""",75kg / 165lb,25,France,LALIGA EA SPORTS,Real Madrid,"Quick Step+, Acrobatic, Finesse Shot, Flair, Rapid, Trivela",,,,,';

describe(readSourceFile.name, () => {
  it.each([
    [['player_id', 'short_name', 'overall', 'player_positions', 'movement_acceleration', 'pace'], 'sofifa'],
    [['Name', 'ID', 'Version', 'Rating', 'Pace_M', 'Playstyles'], 'futbin'],
    [EA_HEADER.split(','), 'ea-ratings'],
    [['a', 'b'], undefined],
  ])('tells the CSV layout from its header: %j is %s', (header, format) => {
    expect(csvFormatOf(header)).toBe(format);
  });

  it("maps a row of EA's list to our vocabulary, face stats and names as given", () => {
    const { format, rows } = readSourceFile(`${EA_HEADER}\n${MBAPPE}\n`);
    expect(format).toBe('ea-ratings');
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    if (!row.ok) throw new Error(row.reason);
    expect(row.card).toMatchObject({
      line: 2,
      commonName: 'Kylian Mbappé',
      firstName: 'Kylian',
      lastName: 'Mbappé',
      club: { name: 'Real Madrid' },
      nation: { name: 'France' },
      fields: {
        overall: 91,
        facePace: 97,
        faceDefending: 36,
        position: 25,
        alternativePositionIds: [27],
        height: 182,
      },
      playstyleNames: ['Acrobatic', 'Finesse Shot', 'Flair', 'Rapid', 'Trivela'],
      playstylePlusNames: ['Quick Step'],
    });
  });

  it('skips a row naming the column and keeps reading', () => {
    const broken = MBAPPE.replace(',ST,LW,', ',XX,LW,');
    const { rows } = readSourceFile(`${EA_HEADER}\n${broken}\n${MBAPPE}\n`);
    expect(rows.map((row) => (row.ok ? 'ok' : row.reason))).toEqual([
      'Position has an unknown position "XX"',
      'ok',
    ]);
  });

  it.each([
    [
      'a CSV forced to be JSON',
      `${EA_HEADER}\n`,
      'futgg',
      '--format futgg is fut.gg JSON, but the file is CSV',
    ],
    ['JSON forced to be CSV', '[]', 'sofifa', '--format sofifa is a CSV layout, but the file is JSON'],
    [
      'a header missing a forced layout’s columns',
      `${EA_HEADER}\n`,
      'futbin',
      'the futbin layout needs the column(s) ID, Version, Rating, Pace_M, Playstyles',
    ],
  ] as const)('refuses %s', (_, text, format, message) => {
    expect(() => readSourceFile(text, format)).toThrow(new PlayerFileError(message));
  });
});
