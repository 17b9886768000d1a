import { z } from 'zod';
import {
  GAME_YEAR,
  SQUAD_DEFAULTS,
  SUBSTITUTE_TACTIC_SLOT,
  TACTIC_CODE_LIMITS,
  TACTIC_DEFAULTS,
  isWellFormedText,
} from '@futgg/game-rules';
import { GameYear } from '../catalog/game.schemas.js';
import { FormationId } from './squad.schemas.js';

// The spec's Tactic (first document, section 3) and its calls (second document, section 7 "Squads and
// tactics"), as docs/tactics.md describes them. Roles, approaches and build-up styles are checked against
// the catalog's core data by the service; these schemas hold what needs no lookup.

const int = z.number().int();

export const TACTIC_LIMITS = {
  TITLE_MAX_LENGTH: 100,
  FOCUS_NAME_MAX_LENGTH: 50,
  LOCAL_GUID_MAX_LENGTH: 64,
  /** Tactics one create or update call may carry. */
  MAX_PER_REQUEST: 12,
  /** Tactics one user may keep, squads or none: a bound on storage, not a rule of the game. */
  MAX_PER_USER: 200,
  MAX_GUIDS: 50,
  LIST_PAGE_SIZE: 20,
  MAX_PAGE_SIZE: 100,
  /** An unsaved tactic's data in `export-code/?encoded=1` (base64url of its JSON). */
  MAX_ENCODED_LENGTH: 8000,
  /** At most this many tactics per squad (spec, first document, section 9). */
  MAX_PER_SQUAD: SQUAD_DEFAULTS.MAX_TACTICS,
} as const;

/** `order_by` values of the tactic lists; a leading minus is descending (spec's sort encoding). */
export const TACTIC_ORDER_BY = [
  'createdAt',
  '-createdAt',
  'lastUpdatedAt',
  '-lastUpdatedAt',
  'title',
  '-title',
] as const;
export const TacticOrderBy = z.enum(TACTIC_ORDER_BY);
export type TacticOrderBy = z.infer<typeof TacticOrderBy>;
export const DEFAULT_TACTIC_ORDER_BY: TacticOrderBy = '-lastUpdatedAt';

const wellFormed = (schema: z.ZodString) =>
  schema.refine(isWellFormedText, { message: 'must be valid Unicode (no lone surrogates)' });

export const TacticPositionRole = z
  .object({
    /** The role's id (fut.gg's role id: core data's `baseRoles` key, the same for a role's +/++ rows). */
    roleId: int.min(1).max(TACTIC_CODE_LIMITS.MAX_ROLE_ID),
    /** A slot of the tactic's formation (its unique position id), or 28 for the first substitute. */
    positionUniqueId: int.min(0).max(SUBSTITUTE_TACTIC_SLOT),
    focusName: wellFormed(z.string().max(TACTIC_LIMITS.FOCUS_NAME_MAX_LENGTH)).default(''),
  })
  .strict();
export type TacticPositionRole = z.infer<typeof TacticPositionRole>;

const tacticFields = {
  title: wellFormed(z.string().trim().max(TACTIC_LIMITS.TITLE_MAX_LENGTH)),
  formationId: FormationId,
  defensiveApproachId: int.min(0).max(TACTIC_CODE_LIMITS.MAX_BYTE),
  /** A custom line height 0..100; when given it is the tactic's line height (docs/tactics.md). */
  customDefensiveApproachValue: int.min(0).max(TACTIC_CODE_LIMITS.MAX_CUSTOM_DEFENSIVE_VALUE).nullable(),
  buildUpStyleId: int.min(0).max(TACTIC_CODE_LIMITS.MAX_BYTE),
  positionRoles: z.array(TacticPositionRole).max(SQUAD_DEFAULTS.FULL_TACTIC_ENTRIES),
  /** The caller's squad this tactic belongs to (at most four per squad), or none. */
  squadUuid: z.uuid().nullable(),
  /** Whose core data (roles, approaches, build-up styles) the tactic is checked against. */
  gameYear: GameYear,
};

/** A tactic's fields as a client sends them to create one; what is left out takes the spec's defaults. */
export const TacticData = z
  .object({
    ...tacticFields,
    title: tacticFields.title.default(''),
    defensiveApproachId: tacticFields.defensiveApproachId.default(TACTIC_DEFAULTS.DEFENSIVE_APPROACH_ID),
    customDefensiveApproachValue: tacticFields.customDefensiveApproachValue.default(null),
    buildUpStyleId: tacticFields.buildUpStyleId.default(TACTIC_DEFAULTS.BUILD_UP_STYLE_ID),
    positionRoles: tacticFields.positionRoles.default([]),
    squadUuid: tacticFields.squadUuid.default(null),
    gameYear: tacticFields.gameYear.default(GAME_YEAR.DEFAULT),
  })
  .strict();
export type TacticData = z.infer<typeof TacticData>;

/**
 * An update's fields: those given replace the stored ones, the rest stay. A new formation without new
 * roles clears the roles, which name the old formation's slots (spec, first document, section 4).
 */
export const TacticPatch = z
  .object(tacticFields)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'give at least one field to change' });
export type TacticPatch = z.infer<typeof TacticPatch>;

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

export const CreateTacticsRequest = z
  .object({
    tactics: z
      .array(
        z
          .object({
            /** The client's own id for the tactic, answered back beside the new guid. */
            local_guid: z.string().trim().min(1).max(TACTIC_LIMITS.LOCAL_GUID_MAX_LENGTH),
            data: TacticData,
          })
          .strict(),
      )
      .min(1)
      .max(TACTIC_LIMITS.MAX_PER_REQUEST)
      .refine((items) => distinct(items.map((item) => item.local_guid)), {
        message: 'each local_guid may appear once',
      }),
  })
  .strict();
export type CreateTacticsRequest = z.infer<typeof CreateTacticsRequest>;

const TacticUpdate = z.object({ guid: z.uuid(), data: TacticPatch }).strict();

/** `{ tactics: [{ guid, data }] }` (spec, second document) or one `{ guid, data }`; never both. */
export const UpdateTacticsRequest = z
  .object({
    tactics: z
      .array(TacticUpdate)
      .min(1)
      .max(TACTIC_LIMITS.MAX_PER_REQUEST)
      .refine((items) => distinct(items.map((item) => item.guid)), { message: 'each guid may appear once' })
      .optional(),
    guid: z.uuid().optional(),
    data: TacticPatch.optional(),
  })
  .strict()
  .superRefine((request, context) => {
    const many = request.tactics !== undefined;
    if (many && (request.guid !== undefined || request.data !== undefined)) {
      context.addIssue({ code: 'custom', path: ['guid'], message: 'send either tactics or guid and data' });
    } else if (!many && request.guid === undefined) {
      context.addIssue({ code: 'custom', path: ['tactics'], message: 'send tactics, or guid and data' });
    } else if (!many && request.data === undefined) {
      context.addIssue({ code: 'custom', path: ['data'], message: 'data is required with guid' });
    }
  });
export type UpdateTacticsRequest = z.infer<typeof UpdateTacticsRequest>;

export const TacticGuidRequest = z.object({ guid: z.uuid() }).strict();
export type TacticGuidRequest = z.infer<typeof TacticGuidRequest>;

/** GET /api/fut/tactics/user-tactics/: the caller's tactics, all or the named ones, optionally one squad's. */
export const ListUserTacticsRequest = z
  .object({
    guids: z.array(z.uuid()).min(1).max(TACTIC_LIMITS.MAX_GUIDS).optional(),
    squadUuid: z.uuid().optional(),
    orderBy: TacticOrderBy.default(DEFAULT_TACTIC_ORDER_BY),
  })
  .strict();
export type ListUserTacticsRequest = z.infer<typeof ListUserTacticsRequest>;

/** GET /api/fut/tactics/user/: the caller's tactics a page at a time. */
export const UserTacticsPageRequest = z
  .object({
    page: int.min(1).max(10_000).default(1),
    pageSize: int.min(1).max(TACTIC_LIMITS.MAX_PAGE_SIZE).default(TACTIC_LIMITS.LIST_PAGE_SIZE),
    orderBy: TacticOrderBy.default(DEFAULT_TACTIC_ORDER_BY),
  })
  .strict();
export type UserTacticsPageRequest = z.infer<typeof UserTacticsPageRequest>;

/** `tactic`: a saved tactic's guid, or with `encoded` an unsaved tactic's data as base64url JSON. */
export const ExportTacticCodeRequest = z
  .object({
    tactic: z.string().min(1).max(TACTIC_LIMITS.MAX_ENCODED_LENGTH),
    encoded: z.boolean().default(false),
  })
  .strict()
  .superRefine((request, context) => {
    if (!request.encoded && !z.uuid().safeParse(request.tactic).success) {
      context.addIssue({
        code: 'custom',
        path: ['tactic'],
        message: "must be a saved tactic's guid (or send encoded=1 with the tactic's data)",
      });
    }
  });
export type ExportTacticCodeRequest = z.infer<typeof ExportTacticCodeRequest>;

export const ImportTacticCodeRequest = z
  .object({ code: z.string().trim().min(1).max(TACTIC_CODE_LIMITS.MAX_CODE_LENGTH) })
  .strict();
export type ImportTacticCodeRequest = z.infer<typeof ImportTacticCodeRequest>;

const derived = {
  /** The share code of the tactic's fields (game-rules encodeTacticCode). */
  code: z.string(),
  /** customDefensiveApproachValue when given, else the approach's line height (game-rules). */
  lineHeight: int,
  /** Exactly 12 position roles: the 11 slots and the first substitute (game-rules isFullSquadTactic). */
  isFullSquad: z.boolean(),
};

const answeredFields = {
  title: z.string(),
  formationId: z.string(),
  defensiveApproachId: int,
  customDefensiveApproachValue: int.nullable(),
  buildUpStyleId: int,
  positionRoles: z.array(z.object({ roleId: int, positionUniqueId: int, focusName: z.string() })),
  gameYear: int,
};

export const Tactic = z.object({
  tacticId: z.uuid(),
  ...answeredFields,
  squadUuid: z.uuid().nullable(),
  ...derived,
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
});
export type Tactic = z.infer<typeof Tactic>;

/** A code's tactic, not saved: the client creates it with these fields. */
export const ImportedTactic = z.object({ ...answeredFields, ...derived });
export type ImportedTactic = z.infer<typeof ImportedTactic>;

export const TacticPage = z.object({ data: z.array(Tactic), totalCount: int.min(0) });
export type TacticPage = z.infer<typeof TacticPage>;

export const CreatedTactics = z.object({
  tactics: z.array(z.object({ local_guid: z.string(), guid: z.uuid(), tactic: Tactic })),
});
export type CreatedTactics = z.infer<typeof CreatedTactics>;

export const UpdatedTactics = z.object({ tactics: z.array(Tactic) });
export type UpdatedTactics = z.infer<typeof UpdatedTactics>;

export const DeletedTactic = z.object({ guid: z.uuid(), deleted: z.literal(true) });
export type DeletedTactic = z.infer<typeof DeletedTactic>;

export const TacticCode = z.object({ code: z.string() });
export type TacticCode = z.infer<typeof TacticCode>;
