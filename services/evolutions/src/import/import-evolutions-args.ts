import { GAME_YEAR, SUPPORTED_GAME_YEARS } from '@futgg/game-rules';
import { gameYearArg, parseFileCommandArgs } from '@futgg/service-kit';

export type ImportEvolutionsCommand =
  { help: true } | { help: false; file: string; gameYear: number | undefined; dryRun: boolean };

export const IMPORT_EVOLUTIONS_USAGE = `Usage: npm run evolutions:import -- <file> [--game-year 26] [--dry-run]
  <file>           evolutions to import, either format (told apart by their content):
                   fut.gg's scrape, a JSON array of its pages (titre, conditions_eligibilite, boosts…), or
                   our own { "format": "futgg-evolutions", "version": 1, "gameYear": 26, "evolutions": [...] }
  --game-year N    the scrape's game year, ${SUPPORTED_GAME_YEARS.join(', ')} (default ${GAME_YEAR.DEFAULT}); our format names its own
  --dry-run        read and report only; the batch that would be sent goes to stdout
The readable evolutions go in one batch to the running evolutions service over NATS ($NATS_URL, default
nats://127.0.0.1:4222, and $NATS_SUBJECT_PREFIX), which upserts them by id: importing a file again
changes nothing. The report (read, importable, refused and why, what was not read) goes to stderr.
docs/evolutions-import.md describes both formats and the mapping.`;

/** The importer's arguments; anything off throws the kit's CliArgsError with the reason. */
export const parseImportEvolutionsArgs = (argv: readonly string[]): ImportEvolutionsCommand => {
  const args = parseFileCommandArgs(argv, {
    'game-year': { type: 'string' },
    'dry-run': { type: 'boolean' },
  });
  if (args.help) return args;
  return {
    help: false,
    file: args.file,
    gameYear: gameYearArg(args.values['game-year']),
    dryRun: args.values['dry-run'] ?? false,
  };
};
