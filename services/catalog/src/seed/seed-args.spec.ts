import { parseSeedArgs, SeedArgsError } from './seed-args.js';

describe('parseSeedArgs', () => {
  it('reads every option, in both --flag value and --flag=value forms', () => {
    expect(
      parseSeedArgs([
        '--players',
        '2000',
        '--seed=7',
        '--game-year',
        '25',
        '--if-empty',
        '--database-url',
        'postgres://h/db',
      ]),
    ).toEqual({
      players: 2000,
      seed: 7,
      gameYear: 25,
      ifEmpty: true,
      databaseUrl: 'postgres://h/db',
      help: false,
    });
  });

  it('defaults to 20,000 players, seed 42, FC 26 and DATABASE_URL', () => {
    expect(parseSeedArgs([], { DATABASE_URL: 'postgres://x/y' })).toMatchObject({
      players: 20_000,
      seed: 42,
      gameYear: 26,
      ifEmpty: false,
      databaseUrl: 'postgres://x/y',
    });
  });

  it.each([
    [['--players'], '--players needs a value'],
    [['--players', 'many'], '--players must be an integer, got "many"'],
    [['--players', '-5'], '--players must be between 0 and 1000000, got -5'],
    [['--game-year', '23'], '--game-year must be one of 24, 25, 26, got 23'],
    [['--database-url', 'mysql://x'], '--database-url must be a postgres:// URL'],
    [['--if-empty=yes'], '--if-empty takes no value'],
    [['--player', '5'], 'Unknown argument "--player"'],
  ])('rejects %j with a clear message', (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrow(new SeedArgsError(message));
  });
});
