import { z } from 'zod';
import { ContentType } from '../social/content-types.js';
import { GameYear } from './game.schemas.js';

export const GetCoreDataRequest = z.object({ gameYear: GameYear });
export type GetCoreDataRequest = z.infer<typeof GetCoreDataRequest>;

export const Rarity = z.object({
  eaId: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  compactImageUrl: z.string(),
  textColor: z.string(),
  lineColor: z.string(),
  backgroundColor: z.string(),
  quality: z.number().int().nullable(),
});
export type Rarity = z.infer<typeof Rarity>;

export const Named = z.object({ eaId: z.number().int(), name: z.string(), imageUrl: z.string().nullable() });
export const Club = Named.extend({ leagueEaId: z.number().int().nullable(), gender: z.number().int() });
export const League = Named.extend({ nationEaId: z.number().int().nullable(), gender: z.number().int() });
export const Playstyle = z.object({ id: z.number().int(), name: z.string(), isGoalkeeper: z.boolean() });
export const RoleFocus = z.object({ name: z.string(), position: z.number().int() });
export const Role = z.object({
  eaId: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  positionName: z.string(),
  plusEaId: z.number().int().nullable(),
  plusPlusEaId: z.number().int().nullable(),
  isPlus: z.boolean(),
  isPlusPlus: z.boolean(),
  focus: z.array(RoleFocus),
});
export const ChemistryStyle = z.object({
  shortName: z.string(),
  name: z.string(),
  eaId: z.number().int(),
  isGoalkeeper: z.boolean(),
  /** Attribute boosts at 1, 2 and 3 chemistry points, keyed by attribute field name. */
  boosts: z.array(z.record(z.string(), z.number().int())).length(3),
});
export const RaritySquad = z.object({ id: z.number().int(), name: z.string(), releaseDate: z.string() });
export const QuickFilter = z.object({ id: z.number().int(), name: z.string(), query: z.string() });
export const TacticOption = z.object({ id: z.number().int(), name: z.string() });
export const FormationSlot = z.object({
  uniquePositionId: z.number().int(),
  generalPositionId: z.number().int(),
  x: z.number(),
  y: z.number(),
});
export const Formation = z.object({
  id: z.number().int(),
  index: z.number().int(),
  name: z.string(),
  slots: z.array(FormationSlot).length(11),
  links: z.array(z.tuple([z.number().int(), z.number().int()])),
});

const keyed = <T extends z.ZodType>(item: T) => z.record(z.string(), item);

/** Core data of one game year, each list keyed as the spec says (eaId, id or shortName). */
export const CoreData = z.object({
  gameYear: z.number().int(),
  rarities: keyed(Rarity),
  nations: keyed(Named),
  leagues: keyed(League),
  clubs: keyed(Club),
  playstyles: keyed(Playstyle),
  roles: keyed(Role),
  baseRoles: keyed(Role),
  chemistryStyles: keyed(ChemistryStyle),
  raritySquads: keyed(RaritySquad),
  quickFilters: z.array(QuickFilter),
  buildUpStyles: z.array(TacticOption),
  defensiveApproaches: z.array(TacticOption),
  formations: z.array(Formation),
  /** What can be commented on, voted on and viewed (social's content type ids). */
  contentTypes: z.array(ContentType),
});
export type CoreData = z.infer<typeof CoreData>;
