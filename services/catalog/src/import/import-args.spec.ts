import { CliArgsError } from '@futgg/service-kit';
import { parseImportArgs } from './import-args.js';

describe(parseImportArgs.name, () => {
  it('reads the file, the game year and the format; the database from the environment by default', () => {
    expect(
      parseImportArgs(['--game-year', '25', 'players.csv', '--format=sofifa'], {
        DATABASE_URL: 'postgres://db/x',
      }),
    ).toEqual({
      help: false,
      file: 'players.csv',
      gameYear: 25,
      format: 'sofifa',
      databaseUrl: 'postgres://db/x',
    });
  });

  it('leaves the format to detection and takes --database-url over the environment', () => {
    expect(
      parseImportArgs(['cards.json', '--game-year=26', '--database-url', 'postgres://other/y'], {
        DATABASE_URL: 'postgres://db/x',
      }),
    ).toEqual({ help: false, file: 'cards.json', gameYear: 26, databaseUrl: 'postgres://other/y' });
  });

  it('asks for nothing more when help is asked for', () => {
    expect(parseImportArgs(['--help'])).toEqual({ help: true });
  });

  it.each([
    [['players.csv'], '--game-year is required (which year are these cards?)'],
    [['players.csv', '--game-year', '23'], '--game-year must be one of 24, 25, 26, got "23"'],
    [
      ['a.csv', '--game-year', '25', '--format', 'xml'],
      '--format must be one of ea-ratings, sofifa, futbin, futgg, got "xml"',
    ],
    [['--game-year', '25'], 'which file?'],
    [['a.csv', 'b.csv', '--game-year', '25'], 'one file at a time, got 2'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parseImportArgs(argv)).toThrow(new CliArgsError(message));
  });
});
