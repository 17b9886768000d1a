import { parseArgs, type ParseArgsConfig } from 'node:util';
import { SUPPORTED_GAME_YEARS } from '@futgg/contracts';

// The shape every importer CLI shares (npm run prices:import, npm run evolutions:import): one file and a
// few options in, `--help`, exit code 2 with the usage for a bad command line, a summary on stderr.

/** A command line the program cannot run; the message says why, the usage follows it. */
export class CliArgsError extends Error {}

type OptionSpec = { type: 'string' } | { type: 'boolean' };
type OptionValues<O extends Record<string, OptionSpec>> = {
  [K in keyof O]?: O[K]['type'] extends 'string' ? string : boolean;
};

export type FileCommandArgs<O extends Record<string, OptionSpec>> =
  { help: true } | { help: false; file: string; values: OptionValues<O> };

/** `<file> [--name value | --name=value | --flag]…` or `-h`/`--help`, checked by node:util's parseArgs. */
export const parseFileCommandArgs = <O extends Record<string, OptionSpec>>(
  argv: readonly string[],
  options: O,
): FileCommandArgs<O> => {
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { ...options, help: { type: 'boolean', short: 'h' } } as ParseArgsConfig['options'],
    });
  } catch (error) {
    // node:util's own wording, without its advice on positionals that start with a dash.
    throw new CliArgsError((error as Error).message.split('. ')[0]!);
  }
  const { values, positionals } = parsed;
  if (values.help) return { help: true };
  if (positionals.length !== 1) {
    throw new CliArgsError(
      positionals.length ? `one file at a time, got ${positionals.length}` : 'which file?',
    );
  }
  const { help: _help, ...given } = values;
  return { help: false, file: positionals[0]!, values: given as OptionValues<O> };
};

/** `--game-year`'s value as a supported year; undefined when not given. */
export const gameYearArg = (raw: string | undefined): number | undefined => {
  if (raw === undefined) return undefined;
  const year = Number(raw);
  if (!/^\d+$/.test(raw) || !(SUPPORTED_GAME_YEARS as readonly number[]).includes(year)) {
    throw new CliArgsError(`--game-year must be one of ${SUPPORTED_GAME_YEARS.join(', ')}, got "${raw}"`);
  }
  return year;
};

export interface CliOutput {
  write(text: string): unknown;
}
export interface CliIo {
  stdout: CliOutput;
  stderr: CliOutput;
}

/**
 * The command `parse` reads, or the exit code when there is nothing to run: 0 after printing the usage
 * for `--help`, 2 after saying what is wrong with the command line (then the usage).
 */
export const commandOrExitCode = <C extends { help: boolean }>(
  program: string,
  usage: string,
  parse: () => C,
  io: CliIo = process,
): Exclude<C, { help: true }> | number => {
  let command: C;
  try {
    command = parse();
  } catch (error) {
    if (!(error instanceof CliArgsError)) throw error;
    io.stderr.write(`${program}: ${error.message}\n${usage}\n`);
    return 2;
  }
  if (command.help) {
    io.stdout.write(`${usage}\n`);
    return 0;
  }
  return command as Exclude<C, { help: true }>;
};

/** `1 row`, `12,345 rows`: a count and its noun, for summaries. */
export const counted = (value: number, noun: string): string =>
  `${value.toLocaleString('en-US')} ${noun}${value === 1 ? '' : 's'}`;

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
