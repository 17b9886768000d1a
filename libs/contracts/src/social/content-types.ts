import { z } from 'zod';

/**
 * What can be commented on, voted on and viewed: the content type ids every client reads from core data
 * (`contentTypes`) instead of guessing. Ids are stable: a stored comment, vote or view keeps its type's
 * id forever, so an id is never reused or renumbered.
 */
export const CONTENT_TYPES = [
  { id: 1, name: 'player' },
  { id: 2, name: 'evolution' },
  { id: 3, name: 'sbc' },
  { id: 4, name: 'objective' },
  { id: 5, name: 'squad' },
  { id: 6, name: 'comment' },
  { id: 7, name: 'tactic' },
] as const;

export type ContentTypeName = (typeof CONTENT_TYPES)[number]['name'];

export const CONTENT_TYPE_ID = Object.fromEntries(CONTENT_TYPES.map(({ id, name }) => [name, id])) as {
  readonly [Name in ContentTypeName]: Extract<(typeof CONTENT_TYPES)[number], { name: Name }>['id'];
};

export const ContentType = z.object({ id: z.number().int().positive(), name: z.string().min(1).max(40) });
export type ContentType = z.infer<typeof ContentType>;

export const ContentTypeId = z.coerce
  .number()
  .int()
  .refine((id) => CONTENT_TYPES.some((type) => type.id === id), {
    message: `must be a content type id (${CONTENT_TYPES.map(({ id, name }) => `${id} ${name}`).join(', ')})`,
  });

/**
 * An entity's id as social stores it: a player's eaId, an evolution's or SBC's id, a squad's uuid. Any of
 * them is a short token of letters, digits and dashes, so one column serves every type.
 */
export const EntityId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" or "_" (an id or a uuid)');
