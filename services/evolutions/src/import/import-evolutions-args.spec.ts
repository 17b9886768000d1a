import { CliArgsError } from '@futgg/service-kit';
import { parseImportEvolutionsArgs } from './import-evolutions-args.js';

describe(parseImportEvolutionsArgs.name, () => {
  it.each([
    [['evolutions.json'], { help: false, file: 'evolutions.json', gameYear: undefined, dryRun: false }],
    [
      ['e.json', '--game-year', '25', '--dry-run'],
      { help: false, file: 'e.json', gameYear: 25, dryRun: true },
    ],
    [['--dry-run', 'e.json', '--game-year=24'], { help: false, file: 'e.json', gameYear: 24, dryRun: true }],
    [['-h'], { help: true }],
  ])('reads %j', (argv, command) => {
    expect(parseImportEvolutionsArgs(argv)).toEqual(command);
  });

  it.each([
    [[], 'which file?'],
    [['a.json', '--game-year', '27'], '--game-year must be one of 24, 25, 26, got "27"'],
    [['a.json', '--format', 'csv'], "Unknown option '--format'"],
  ])('rejects %j with a clear message', (argv, message) => {
    expect(() => parseImportEvolutionsArgs(argv)).toThrow(new CliArgsError(message));
  });
});
