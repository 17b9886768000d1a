import pg from 'pg';
import { recordPlayerAdditions } from '../feed/feed-recorder.js';
import { indexSearchAfterSeed } from '../search/search-documents.js';
import { runCatalogMigrations } from '../seed/seed-catalog.js';
import { readSourceFile, type SourceFormat } from './formats/source-file.js';
import { playerItemOf, type UnknownNames } from './player-item-of.js';
import { upsertPlayerItems } from './player-item-writer.js';
import { BASE_RARITY, ReferenceResolver, type ReferenceKind } from './reference-resolver.js';
import { DerivedIds, RowProblem, type SourceCard } from './source-card.js';

export interface ImportProgress {
  phase: 'read' | 'build' | 'write';
  done: number;
  total: number;
}

export interface ImportPlayersOptions {
  databaseUrl: string;
  gameYear: number;
  /** The file's text (CSV or JSON). */
  text: string;
  /** Overrides the detection from the header (CSV) or shape (JSON). */
  format?: SourceFormat;
  /** Skips the migrations (the caller knows the schema is current: tests, benchmarks). */
  skipMigrations?: boolean;
  onProgress?: (progress: ImportProgress) => void;
}

export interface SkipReason {
  reason: string;
  count: number;
  /** The first few rows skipped for it: file line (CSV, header = 1) or entry number (JSON). */
  examples: { line: number; detail: string }[];
}

export interface ImportPlayersSummary {
  format: SourceFormat;
  gameYear: number;
  read: number;
  imported: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  skipReasons: SkipReason[];
  createdReferences: Record<ReferenceKind, number>;
  /** The year's global-search documents after the import (re-indexed when a card changed). */
  searchDocuments?: Record<string, number>;
  /** Why the search re-index failed, if it did (the cards are imported all the same). */
  searchIndexError?: string;
  /** List names (PlayStyles, roles) with no id in our vocabulary: left out of the card, counted here. */
  unknownNames: { name: string; count: number }[];
  seconds: number;
}

const EXAMPLES_PER_REASON = 3;
// Fut.gg's 2^24 version step: a special card's id is its player's id plus n·16,777,216.
const VERSION_STEP = 16_777_216;
const BUILD_PROGRESS_EVERY = 1000;

/** "OVR is not a whole number ("x")" and "… ("y")" are one reason: the quoted values are the examples'. */
const reasonKeyOf = (detail: string): string =>
  detail
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/, got .*$/, '')
    .replace(/"[^"]*"/g, '…')
    .replace(/\d+/g, 'N');

class SkipTally {
  private readonly reasons = new Map<string, SkipReason>();
  count = 0;

  add(line: number, detail: string): void {
    this.count += 1;
    const key = reasonKeyOf(detail);
    const reason = this.reasons.get(key) ?? { reason: key, count: 0, examples: [] };
    reason.count += 1;
    if (reason.examples.length < EXAMPLES_PER_REASON) reason.examples.push({ line, detail });
    this.reasons.set(key, reason);
  }

  list(): SkipReason[] {
    return [...this.reasons.values()].sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  }
}

/** The cards of a fut.gg club file have no club, league or nation: the catalog's own card keeps its. */
const knownReferencesOf = async (client: pg.ClientBase, gameYear: number, cards: readonly SourceCard[]) => {
  const eaIds = cards
    .filter((card) => card.eaId !== undefined && !(card.club && card.league && card.nation))
    .map((card) => card.eaId!);
  const known = new Map<number, { club: number; league: number; nation: number }>();
  if (!eaIds.length) return known;
  const { rows } = await client.query<{
    ea_id: number;
    club_ea_id: number;
    league_ea_id: number;
    nation_ea_id: number;
  }>(
    `SELECT ea_id, club_ea_id, league_ea_id, nation_ea_id FROM catalog.player_items
     WHERE game_year = $1 AND ea_id = ANY($2::int[])`,
    [gameYear, eaIds],
  );
  for (const row of rows)
    known.set(row.ea_id, { club: row.club_ea_id, league: row.league_ea_id, nation: row.nation_ea_id });
  return known;
};

/**
 * Imports a file of real player data into one game year of the catalog, in one transaction: reads and
 * detects the layout, resolves references (creating the missing ones), builds each card in our
 * vocabulary, and upserts by EA id. A bad file throws PlayerFileError before anything is written.
 */
export const importPlayers = async ({
  databaseUrl,
  gameYear,
  text,
  format,
  skipMigrations,
  onProgress,
}: ImportPlayersOptions): Promise<ImportPlayersSummary> => {
  const started = performance.now();
  onProgress?.({ phase: 'read', done: 0, total: 1 });
  const source = readSourceFile(text, format);
  onProgress?.({ phase: 'read', done: 1, total: 1 });
  if (!skipMigrations) await runCatalogMigrations(databaseUrl);
  const skips = new SkipTally();
  const cards: SourceCard[] = [];
  for (const row of source.rows) {
    if (row.ok) cards.push(row.card);
    else skips.add(row.line, row.reason);
  }
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'catalog-import' });
  await client.connect();
  try {
    await client.query('BEGIN');
    const resolver = await ReferenceResolver.load(client, gameYear);
    const knownReferences = await knownReferencesOf(client, gameYear, cards);
    const ids = new DerivedIds();
    const unknown: UnknownNames = new Map();
    const items: Record<string, unknown>[] = [];
    const lineByEaId = new Map<number, number>();
    for (const [index, card] of cards.entries()) {
      if ((index + 1) % BUILD_PROGRESS_EVERY === 0)
        onProgress?.({ phase: 'build', done: index + 1, total: cards.length });
      const eaId = card.eaId ?? ids.idOf(card.sourceKey);
      const earlier = lineByEaId.get(eaId);
      if (earlier !== undefined) {
        skips.add(card.line, `duplicate card: the same id as line ${earlier}`);
        continue;
      }
      const basePlayerEaId =
        card.basePlayerEaId ??
        (card.basePlayerKey ? ids.idOf(card.basePlayerKey) : eaId % VERSION_STEP || eaId);
      const gender = card.gender ?? 1;
      try {
        const own = knownReferences.get(eaId);
        const nationEaId = card.nation || !own ? resolver.resolve('nation', card.nation) : own.nation;
        const leagueEaId =
          card.league || !own ? resolver.resolve('league', card.league, { gender }) : own.league;
        const clubEaId =
          card.club || !own ? resolver.resolve('club', card.club, { leagueEaId, gender }) : own.club;
        const rarityEaId = resolver.resolve(
          'rarity',
          (card.rarity.eaId ?? card.rarity.name) ? card.rarity : BASE_RARITY,
        );
        items.push(
          playerItemOf(
            card,
            gameYear,
            eaId,
            basePlayerEaId,
            { rarityEaId, clubEaId, leagueEaId, nationEaId },
            unknown,
          ),
        );
        lineByEaId.set(eaId, card.line);
      } catch (error) {
        if (!(error instanceof RowProblem)) throw error;
        skips.add(card.line, error.message);
      }
    }
    onProgress?.({ phase: 'build', done: cards.length, total: cards.length });
    const createdReferences = await resolver.writeCreated(client);
    onProgress?.({ phase: 'write', done: 0, total: items.length });
    const { insertedEaIds, ...counts } = await upsertPlayerItems(client, items);
    // The daily feed's "added" facts, in the same transaction (docs/feed-and-collections.md).
    if (insertedEaIds.length) await recordPlayerAdditions(client, gameYear, { eaIds: insertedEaIds });
    await client.query('COMMIT');
    onProgress?.({ phase: 'write', done: items.length, total: items.length });
    // Fresh planner statistics after a large load (search pages count with them).
    if (counts.inserted > 1000) await client.query('ANALYZE catalog.player_items');
    // Global search finds the cards now rather than at the indexer's next pass (every 15 minutes).
    // The cards are committed by then: a failure here is reported, not thrown (the next pass indexes them).
    let searchDocuments: Record<string, number> | undefined;
    let searchIndexError: string | undefined;
    if (counts.inserted + counts.updated > 0) {
      searchDocuments = await indexSearchAfterSeed(databaseUrl, gameYear).catch((error: unknown) => {
        searchIndexError = error instanceof Error ? error.message : String(error);
        return undefined;
      });
    }
    return {
      format: source.format,
      gameYear,
      read: source.rows.length,
      imported: items.length,
      ...counts,
      ...(searchDocuments ? { searchDocuments } : {}),
      ...(searchIndexError ? { searchIndexError } : {}),
      skipped: skips.count,
      skipReasons: skips.list(),
      createdReferences,
      unknownNames: [...unknown.entries()]
        .map(([name, count]) => ({ name, count }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
};
