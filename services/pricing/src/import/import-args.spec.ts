import { ImportArgsError, parseImportArgs } from './import-args.js';

describe(parseImportArgs.name, () => {
  it('reads the file, the game year and the format, in both --flag value and --flag=value forms', () => {
    expect(parseImportArgs(['prices.txt', '--game-year', '25', '--format=ndjson'])).toEqual({
      help: false,
      file: 'prices.txt',
      gameYear: 25,
      format: 'ndjson',
    });
  });

  it.each([
    ['prices.csv', 'csv'],
    ['dump.JSON', 'json'],
    ['feed.jsonl', 'ndjson'],
  ])('defaults %s to FC 26 and the format its extension names (%s)', (file, format) => {
    expect(parseImportArgs([file])).toEqual({ help: false, file, gameYear: 26, format });
  });

  it('asks for nothing more when help is asked for', () => {
    expect(parseImportArgs(['-h'])).toEqual({ help: true });
  });

  it.each([
    [[], 'which file?'],
    [['a.csv', 'b.csv'], 'one file at a time, got 2'],
    [['prices.txt'], 'cannot tell the format of prices.txt from its name: give --format'],
    [['a.csv', '--format', 'xml'], '--format must be one of csv, json, ndjson, got "xml"'],
    [['a.csv', '--game-year', '23'], '--game-year must be one of 24, 25, 26, got "23"'],
    [['a.csv', '--game-year', '26.5'], '--game-year must be one of 24, 25, 26, got "26.5"'],
    [['a.csv', '--game-year'], "Option '--game-year <value>' argument missing"],
    [['a.csv', '--year', '26'], "Unknown option '--year'"],
  ])('rejects %j with a clear message', (argv, message) => {
    expect(() => parseImportArgs(argv)).toThrow(new ImportArgsError(message));
  });
});
