import { z } from 'zod';
import { PageRequest, defineContract, pageOf } from '@futgg/contracts';

// The example's contracts, as a real service keeps them in libs/contracts/src/<service>/.
export const Note = z.object({
  id: z.number().int(),
  ownerId: z.string(),
  title: z.string(),
  body: z.string(),
});
export type Note = z.infer<typeof Note>;

export const CreateNoteRequest = z.object({
  title: z.string().trim().min(1).max(80),
  body: z.string().max(2000).default(''),
});
export const UpdateNoteRequest = z.object({ id: z.number().int().positive(), body: z.string().max(2000) });

export const NOTES_CONTRACTS = {
  create: defineContract('social.example-notes.create', 1, CreateNoteRequest, Note),
  update: defineContract('social.example-notes.update', 1, UpdateNoteRequest, Note),
  listMine: defineContract('social.example-notes.list-mine', 1, PageRequest, pageOf(Note)),
} as const;
