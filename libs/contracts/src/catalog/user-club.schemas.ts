import { z } from 'zod';
import { Caller } from '../caller.js';
import { GameYear } from './game.schemas.js';
import { PLAYER_SEARCH_MAX_PAGE, PlayerItem, PlayerItemSummary } from './player-items.schemas.js';

const int = z.number().int();
/** A card id as the catalog keeps it (a PostgreSQL integer). */
const EaId = int.min(1).max(2_147_483_647);

/**
 * The user's club: the cards they own in the game, imported from a club export or added one by one
 * (docs/user-club.md). Objectives, SBCs, collections and the evolutions planner read it.
 */
export const USER_CLUB_LIMITS = {
  DEFAULT_PAGE_SIZE: 50,
  MAX_PAGE_SIZE: 200,
  /** A club file's text, in UTF-8 bytes: fut.gg's export of a 560-card club is 2.7 MB. */
  MAX_CONTENT_BYTES: 8 * 1024 * 1024,
  /**
   * The file packed for NATS (service-kit's packText: brotli, then base64). A NATS message carries at
   * most the server's max_payload, 1 MiB by default, headers and the request's envelope included; a
   * club export packs 14 to 1 (the 2.7 MB club is 250 kB packed), so 8 MB of club fits.
   */
  MAX_PACKED_CONTENT_CHARS: 1_000_000,
  /** How many unknown ids and refused rows an import's summary lists (the counts are complete). */
  UNKNOWN_IDS_LISTED: 50,
  REFUSALS_LISTED: 100,
  /**
   * Whole cards per page of `userClubCards`: a card is ≈ 2.5 kB of JSON, and a NATS reply is held to
   * 1 MiB like a request, so a club of 560 cards does not fit in one.
   */
  CARDS_PAGE: { DEFAULT: 200, MAX: 250 },
  /**
   * Untradeable duplicates held of one card. The game keeps duplicates out of the club, in its SBC
   * storage of up to 100 untradeable duplicates: a count above that is no club's (docs/user-club.md).
   */
  MAX_DUPLICATES: 100,
} as const;

/** How many untradeable duplicates of a card the user holds beside the club's copy. */
export const ClubDuplicates = int.min(0).max(USER_CLUB_LIMITS.MAX_DUPLICATES);

/** What the caller says the file is; `auto` looks at its first character (docs/user-club.md). */
export const CLUB_FILE_FORMATS = ['auto', 'csv', 'json'] as const;
export const ClubFileFormat = z.enum(CLUB_FILE_FORMATS);
export type ClubFileFormat = z.infer<typeof ClubFileFormat>;

/**
 * The layouts an import recognises, as its summary names them: our own export (JSON and CSV), an array
 * of card objects (fut.gg-style club JSON), and the CSV of the club-export browser extensions.
 */
export const CLUB_FILE_LAYOUTS = [
  'futgg-club',
  'futgg-club-csv',
  'card-array-json',
  'club-export-csv',
] as const;
export const ClubFileLayout = z.enum(CLUB_FILE_LAYOUTS);
export type ClubFileLayout = z.infer<typeof ClubFileLayout>;

/** Our own export's marker and version: `{ "format": "futgg-club", "version": 1, … }`. */
export const USER_CLUB_FILE_FORMAT = 'futgg-club';
export const USER_CLUB_FILE_VERSION = 1;

export const UserClubListRequest = z.object({
  gameYear: GameYear,
  // The player database's filter language (overall__gte=85&sort=-overall&…), without page keys: decoded
  // by game-rules' codec in the catalog, never by hand.
  query: z.string().max(8000).default(''),
  page: int.min(1).max(PLAYER_SEARCH_MAX_PAGE).default(1),
  pageSize: int.min(1).max(USER_CLUB_LIMITS.MAX_PAGE_SIZE).default(USER_CLUB_LIMITS.DEFAULT_PAGE_SIZE),
});
export type UserClubListRequest = z.infer<typeof UserClubListRequest>;

/** A card of the club as the list shows it: the player database's row plus the club's own facts. */
export const UserClubItem = PlayerItemSummary.extend({
  isUntradeable: z.boolean(),
  duplicates: ClubDuplicates,
  addedAt: z.string(),
});
export type UserClubItem = z.infer<typeof UserClubItem>;

export const UserClubPage = z.object({ data: z.array(UserClubItem), totalCount: int.min(0) });
export type UserClubPage = z.infer<typeof UserClubPage>;

export const UserClubImportRequest = z.object({
  gameYear: GameYear,
  /** The file's text packed by service-kit's packText; over HTTP it is the body's `content`. */
  packedContent: z
    .string()
    .min(1)
    .max(USER_CLUB_LIMITS.MAX_PACKED_CONTENT_CHARS)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
  format: ClubFileFormat.default('auto'),
  /** True: the club becomes exactly the file's matched cards (the others are removed). */
  replace: z.boolean().default(false),
});
export type UserClubImportRequest = z.infer<typeof UserClubImportRequest>;

export const ClubFileRefusal = z.object({
  /** The 1-based row of a CSV (the header is row 1) or entry of a JSON array. */
  line: int.min(1),
  reason: z.string(),
});
export type ClubFileRefusal = z.infer<typeof ClubFileRefusal>;

/**
 * What an import did. `read` = `matched` + `unknown.count` + `refusedCount`; `matched` =
 * `added` + `updated` + `unchanged`. Importing the same file again adds and updates nothing.
 */
export const UserClubImportSummary = z.object({
  format: ClubFileLayout,
  read: int.min(0),
  matched: int.min(0),
  added: int.min(0),
  /** Cards already in the club whose untradeable flag or duplicates the file changed. */
  updated: int.min(0),
  unchanged: int.min(0),
  /** Cards taken out of the club because the file did not have them (`replace` only). */
  removed: int.min(0),
  /** Valid ids the catalog has no card for in this game year: the first ones, and how many. */
  unknown: z.object({
    count: int.min(0),
    eaIds: z.array(int).max(USER_CLUB_LIMITS.UNKNOWN_IDS_LISTED),
  }),
  refused: z.array(ClubFileRefusal).max(USER_CLUB_LIMITS.REFUSALS_LISTED),
  refusedCount: int.min(0),
});
export type UserClubImportSummary = z.infer<typeof UserClubImportSummary>;

export const UserClubAddRequest = z.object({
  gameYear: GameYear,
  eaId: EaId,
  isUntradeable: z.boolean().default(false),
  /** Absent: a card already in the club keeps its count, a new one has none. */
  duplicates: ClubDuplicates.optional(),
});
export type UserClubAddRequest = z.infer<typeof UserClubAddRequest>;

export const UserClubRemoveRequest = z.object({ gameYear: GameYear, eaId: EaId });
export type UserClubRemoveRequest = z.infer<typeof UserClubRemoveRequest>;
export const UserClubRemoved = z.object({ removed: int.min(0).max(1) });
export type UserClubRemoved = z.infer<typeof UserClubRemoved>;

export const UserClubExportRequest = z.object({ gameYear: GameYear });
export type UserClubExportRequest = z.infer<typeof UserClubExportRequest>;

/** Our own club file: what the export gives, and an import reads back unchanged. */
export const UserClubFile = z.object({
  format: z.literal(USER_CLUB_FILE_FORMAT),
  version: z.literal(USER_CLUB_FILE_VERSION),
  gameYear: int,
  /** Every export writes `duplicates`; a file without it (an older export) leaves the club's counts alone. */
  cards: z.array(z.object({ eaId: int, isUntradeable: z.boolean(), duplicates: ClubDuplicates.optional() })),
});
export type UserClubFile = z.infer<typeof UserClubFile>;

/**
 * Every card of one user's club as whole cards, for services (the evolutions planner). The one subject
 * that takes a user id in its payload instead of the caller from NATS headers (caller.ts): the planner
 * asks for the club of the user who asked it, and passes that user on. That is safe because only the
 * gateway and the services may publish on NATS at all (the NATS users of k8s/base/nats/nats.conf), and
 * the gateway publishes nothing but its routes' subjects, none of which is this one
 * (gateway/src/routes/user-club.routes.ts): no browser can name someone else's club here.
 * Paged by eaId: a whole club does not fit in one NATS reply (USER_CLUB_LIMITS.CARDS_PAGE).
 */
export const UserClubCardsRequest = z.object({
  ownerId: Caller.shape.id,
  gameYear: GameYear,
  /** The page after this card (0: the first page); the previous reply's `nextAfterEaId`. */
  afterEaId: int.min(0).default(0),
  limit: int.min(1).max(USER_CLUB_LIMITS.CARDS_PAGE.MAX).default(USER_CLUB_LIMITS.CARDS_PAGE.DEFAULT),
});
export type UserClubCardsRequest = z.infer<typeof UserClubCardsRequest>;

export const UserClubCard = PlayerItem.extend({ isUntradeable: z.boolean(), duplicates: ClubDuplicates });
export type UserClubCard = z.infer<typeof UserClubCard>;

/** Ordered by eaId; `nextAfterEaId` is null on the last page. */
export const UserClubCards = z.object({ data: z.array(UserClubCard), nextAfterEaId: int.nullable() });
export type UserClubCards = z.infer<typeof UserClubCards>;
