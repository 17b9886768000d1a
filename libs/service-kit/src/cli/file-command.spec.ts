import {
  CliArgsError,
  commandOrExitCode,
  counted,
  gameYearArg,
  parseFileCommandArgs,
} from './file-command.js';
import { cliNatsConfigOrExitCode, loadCliNatsConfig } from './cli-nats.js';

const OPTIONS = { 'game-year': { type: 'string' }, 'dry-run': { type: 'boolean' } } as const;

describe(parseFileCommandArgs.name, () => {
  it('reads one file and the options, in both --flag value and --flag=value forms', () => {
    expect(parseFileCommandArgs(['a.json', '--game-year=25', '--dry-run'], OPTIONS)).toEqual({
      help: false,
      file: 'a.json',
      values: { 'game-year': '25', 'dry-run': true },
    });
    expect(parseFileCommandArgs(['--game-year', '24', 'a.json'], OPTIONS)).toEqual({
      help: false,
      file: 'a.json',
      values: { 'game-year': '24' },
    });
  });

  it('asks for nothing more when help is asked for', () => {
    expect(parseFileCommandArgs(['--help'], OPTIONS)).toEqual({ help: true });
    expect(parseFileCommandArgs(['-h', 'a', 'b'], OPTIONS)).toEqual({ help: true });
  });

  it.each([
    [[], 'which file?'],
    [['a', 'b'], 'one file at a time, got 2'],
    [['a', '--game-year'], "Option '--game-year <value>' argument missing"],
    [['a', '--year', '26'], "Unknown option '--year'"],
  ])('rejects %j with a clear message', (argv, message) => {
    expect(() => parseFileCommandArgs(argv, OPTIONS)).toThrow(new CliArgsError(message));
  });
});

describe(gameYearArg.name, () => {
  it.each([
    [undefined, undefined],
    ['24', 24],
    ['26', 26],
  ])('reads %j as %j', (raw, year) => {
    expect(gameYearArg(raw)).toBe(year);
  });

  it.each(['23', '26.5', 'fc26', ''])('refuses %j, naming the supported years', (raw) => {
    expect(() => gameYearArg(raw)).toThrow(
      new CliArgsError(`--game-year must be one of 24, 25, 26, got "${raw}"`),
    );
  });
});

describe(commandOrExitCode.name, () => {
  const io = () => {
    const out: string[] = [];
    const err: string[] = [];
    return {
      stdout: { write: (t: string) => out.push(t) },
      stderr: { write: (t: string) => err.push(t) },
      out,
      err,
    };
  };

  it('gives the command back when there is one to run', () => {
    const streams = io();
    expect(commandOrExitCode('x', 'Usage: x', () => ({ help: false, file: 'f' }), streams)).toEqual({
      help: false,
      file: 'f',
    });
    expect([...streams.out, ...streams.err]).toEqual([]);
  });

  it('prints the usage on stdout for --help and exits 0', () => {
    const streams = io();
    expect(commandOrExitCode('x', 'Usage: x', () => ({ help: true }), streams)).toBe(0);
    expect(streams.out).toEqual(['Usage: x\n']);
  });

  it('says what is wrong, then the usage, on stderr and exits 2', () => {
    const streams = io();
    const parse = () => {
      throw new CliArgsError('which file?');
    };
    expect(commandOrExitCode('x:import', 'Usage: x', parse, streams)).toBe(2);
    expect(streams.err).toEqual(['x:import: which file?\nUsage: x\n']);
  });

  it('lets any other failure through', () => {
    const parse = () => {
      throw new TypeError('bug');
    };
    expect(() => commandOrExitCode('x', 'Usage: x', parse, io())).toThrow(TypeError);
  });
});

describe(loadCliNatsConfig.name, () => {
  it('needs only NATS, with the defaults of one machine', () => {
    expect(loadCliNatsConfig({})).toEqual({ NATS_URL: 'nats://127.0.0.1:4222', NATS_SUBJECT_PREFIX: '' });
    expect(() => loadCliNatsConfig({ NATS_SUBJECT_PREFIX: 'run1' })).toThrow(/NATS_SUBJECT_PREFIX/);
  });

  it('gives exit code 2 after naming a bad variable', () => {
    const err: string[] = [];
    const stderr = { write: (text: string) => err.push(text) };
    expect(cliNatsConfigOrExitCode('x:import', { NATS_SUBJECT_PREFIX: 'run1' }, { stderr })).toBe(2);
    expect(err).toEqual([
      'x:import: Invalid environment variable NATS_SUBJECT_PREFIX: must be empty or end with a dot\n',
    ]);
  });
});

describe(counted.name, () => {
  it.each([
    [0, 'rows'],
    [1, 'row'],
    [12_345, 'rows'],
  ])('counts %i as %s with grouped digits', (value, noun) => {
    expect(counted(value, 'row')).toBe(`${value.toLocaleString('en-US')} ${noun}`);
  });
});
