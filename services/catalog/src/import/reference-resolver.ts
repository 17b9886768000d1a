import type pg from 'pg';
import { DERIVED_ID_MIN, derivedIdOf, nameKeyOf, type ReferenceInput } from './source-card.js';

export type ReferenceKind = 'nation' | 'league' | 'club' | 'rarity';

const TABLE: Readonly<Record<ReferenceKind, string>> = {
  nation: 'catalog.nations',
  league: 'catalog.leagues',
  club: 'catalog.clubs',
  rarity: 'catalog.rarities',
};

/** The rarity a base card of a ratings list is (EA's id 1, "Rare"): those files name no rarity. */
export const BASE_RARITY = { eaId: 1, name: 'Rare' } as const;
/** The name a card gets for a reference its file does not give (fut.gg's club export has none). */
export const UNKNOWN_NAME = 'Unknown';

/** A reference row the import made, written in the same transaction as the cards. */
export interface NewReference {
  kind: ReferenceKind;
  eaId: number;
  name: string;
  leagueEaId?: number;
  gender?: number;
}

interface Known {
  nameById: Map<number, string>;
  idByKey: Map<string, number>;
}

/**
 * Resolves a year's nations, leagues, clubs and rarities by EA id or by name (accents, case and
 * punctuation ignored). What the catalog lacks is created: an id the file gives is kept, a name alone
 * gets a derived id from the name (docs/player-import.md), so importing again finds the same row.
 */
export class ReferenceResolver {
  readonly created: NewReference[] = [];
  private readonly known = new Map<ReferenceKind, Known>();

  private constructor(readonly gameYear: number) {}

  static async load(client: pg.ClientBase, gameYear: number): Promise<ReferenceResolver> {
    const resolver = new ReferenceResolver(gameYear);
    for (const kind of Object.keys(TABLE) as ReferenceKind[]) {
      const { rows } = await client.query<{ ea_id: number; name: string }>(
        `SELECT ea_id, name FROM ${TABLE[kind]} WHERE game_year = $1 ORDER BY ea_id`,
        [gameYear],
      );
      const known: Known = { nameById: new Map(), idByKey: new Map() };
      for (const row of rows) {
        known.nameById.set(row.ea_id, row.name);
        if (!known.idByKey.has(nameKeyOf(row.name))) known.idByKey.set(nameKeyOf(row.name), row.ea_id);
      }
      resolver.known.set(kind, known);
    }
    return resolver;
  }

  /** The EA id for what the file says, creating the row when the catalog has none. */
  resolve(
    kind: ReferenceKind,
    input: ReferenceInput | undefined,
    extra: Omit<NewReference, 'kind' | 'eaId' | 'name'> = {},
  ): number {
    const known = this.known.get(kind)!;
    const name = input?.name?.trim();
    if (input?.eaId !== undefined) {
      if (!known.nameById.has(input.eaId))
        this.create(kind, input.eaId, name || `${UNKNOWN_NAME} ${kind} ${input.eaId}`, extra);
      return input.eaId;
    }
    const label = name || UNKNOWN_NAME;
    const key = nameKeyOf(label);
    const found = known.idByKey.get(key);
    if (found !== undefined) return found;
    let id = derivedIdOf(`${kind}:${key}`);
    while (known.nameById.has(id)) id = id + 1 > 2_147_483_647 ? DERIVED_ID_MIN : id + 1;
    this.create(kind, id, label, extra);
    return id;
  }

  nameOf(kind: ReferenceKind, eaId: number): string | undefined {
    return this.known.get(kind)!.nameById.get(eaId);
  }

  private create(
    kind: ReferenceKind,
    eaId: number,
    name: string,
    extra: Omit<NewReference, 'kind' | 'eaId' | 'name'>,
  ) {
    const known = this.known.get(kind)!;
    known.nameById.set(eaId, name);
    if (!known.idByKey.has(nameKeyOf(name))) known.idByKey.set(nameKeyOf(name), eaId);
    this.created.push({ kind, eaId, name, ...extra });
  }

  /**
   * Writes the rows made by `resolve`, one statement per kind (a first import of EA's list makes ≈ 850);
   * a rarity copies the look of the year's Rare (or plain gold).
   */
  async writeCreated(client: pg.ClientBase): Promise<Record<ReferenceKind, number>> {
    const year = this.gameYear;
    const of = (kind: ReferenceKind) => this.created.filter((reference) => reference.kind === kind);
    const nations = of('nation');
    const leagues = of('league');
    const clubs = of('club');
    if (nations.length) {
      await client.query(
        `INSERT INTO catalog.nations (game_year, ea_id, name)
         SELECT $1, * FROM unnest($2::int[], $3::text[]) ON CONFLICT DO NOTHING`,
        [year, nations.map((row) => row.eaId), nations.map((row) => row.name)],
      );
    }
    if (leagues.length) {
      await client.query(
        `INSERT INTO catalog.leagues (game_year, ea_id, name, gender)
         SELECT $1, * FROM unnest($2::int[], $3::text[], $4::smallint[]) ON CONFLICT DO NOTHING`,
        [
          year,
          leagues.map((row) => row.eaId),
          leagues.map((row) => row.name),
          leagues.map((row) => row.gender ?? 1),
        ],
      );
    }
    if (clubs.length) {
      await client.query(
        `INSERT INTO catalog.clubs (game_year, ea_id, name, league_ea_id, gender)
         SELECT $1, * FROM unnest($2::int[], $3::text[], $4::int[], $5::smallint[]) ON CONFLICT DO NOTHING`,
        [
          year,
          clubs.map((row) => row.eaId),
          clubs.map((row) => row.name),
          clubs.map((row) => row.leagueEaId ?? null),
          clubs.map((row) => row.gender ?? 1),
        ],
      );
    }
    for (const reference of of('rarity')) {
      await client.query(
        `INSERT INTO catalog.rarities (game_year, ea_id, name, image_url, compact_image_url, text_color, line_color,
           background_color, quality)
         SELECT $1, $2, $3, coalesce(r.image_url, ''), coalesce(r.compact_image_url, ''),
           coalesce(r.text_color, '#3e301b'), coalesce(r.line_color, '#b8912e'),
           coalesce(r.background_color, '#e9cc74'), NULL
         FROM (SELECT 1) AS one
         LEFT JOIN catalog.rarities r ON r.game_year = $1 AND r.ea_id = ${BASE_RARITY.eaId}
         ON CONFLICT DO NOTHING`,
        [year, reference.eaId, reference.name],
      );
    }
    return {
      nation: nations.length,
      league: leagues.length,
      club: clubs.length,
      rarity: of('rarity').length,
    };
  }
}
