import { GAME_YEAR, SUPPORTED_GAME_YEARS, isSupportedGameYear } from '@futgg/game-rules';

export interface SeedArgs {
  players: number;
  seed: number;
  gameYear: number;
  ifEmpty: boolean;
  databaseUrl: string;
  help: boolean;
}

export const SEED_USAGE = `Usage: npm run seed -- [--players 20000] [--seed 42] [--game-year 26] [--if-empty] [--database-url URL]
  --players N        player items to generate, base cards and special versions together (default 20000)
  --seed N           integer seed of the generator; the same seed gives the same data (default 42)
  --game-year N      game year to (re)load, 24–26 (default 26)
  --if-empty         do nothing when the game year already has player items
  --database-url URL PostgreSQL to load (default $DATABASE_URL or postgres://postgres@127.0.0.1:5432/futgg)`;

export class SeedArgsError extends Error {}

const DEFAULTS = { players: 20_000, seed: 42 } as const;
const MAX_PLAYERS = 1_000_000;

const integerArg = (flag: string, raw: string | undefined, min: number, max: number): number => {
  if (raw === undefined || raw.startsWith('--')) throw new SeedArgsError(`${flag} needs a value`);
  if (!/^-?\d+$/.test(raw)) throw new SeedArgsError(`${flag} must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new SeedArgsError(`${flag} must be between ${min} and ${max}, got ${value}`);
  return value;
};

/** Parses the seed command's arguments; unknown or invalid ones throw SeedArgsError with the reason. */
export const parseSeedArgs = (
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): SeedArgs => {
  const args: SeedArgs = {
    players: DEFAULTS.players,
    seed: DEFAULTS.seed,
    gameYear: GAME_YEAR.DEFAULT,
    ifEmpty: false,
    databaseUrl: env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/futgg',
    help: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      i += 1;
      return argv[i];
    };
    switch (flag) {
      case '--players':
        args.players = integerArg(flag, value(), 0, MAX_PLAYERS);
        break;
      case '--seed':
        args.seed = integerArg(flag, value(), 0, 2 ** 32 - 1);
        break;
      case '--game-year': {
        const year = integerArg(flag, value(), 0, 99);
        if (!isSupportedGameYear(year))
          throw new SeedArgsError(
            `--game-year must be one of ${SUPPORTED_GAME_YEARS.join(', ')}, got ${year}`,
          );
        args.gameYear = year;
        break;
      }
      case '--database-url': {
        const url = value();
        if (!url || !/^postgres(ql)?:\/\//.test(url))
          throw new SeedArgsError(`--database-url must be a postgres:// URL`);
        args.databaseUrl = url;
        break;
      }
      case '--if-empty':
        if (inline !== undefined) throw new SeedArgsError('--if-empty takes no value');
        args.ifEmpty = true;
        break;
      case '--help':
      case '-h':
        args.help = true;
        break;
      default:
        throw new SeedArgsError(`Unknown argument "${argv[i]}"`);
    }
  }
  return args;
};
