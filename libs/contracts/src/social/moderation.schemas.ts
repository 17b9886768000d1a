import { z } from 'zod';
import { isWellFormedText } from '@futgg/game-rules';
import { PublicUser } from '../identity/identity.schemas.js';
import { PAGE_LIMITS } from '../paging.js';

// Moderation reports (second document, section 7 "Main API": moderation/send-report; docs/moderation.md).

export const MODERATION_LIMITS = {
  URL_MAX_LENGTH: 2000,
  NOTE_MAX_LENGTH: 2000,
  RESOLUTION_MAX_LENGTH: 2000,
} as const;

export const REPORT_STATUSES = ['open', 'closed'] as const;
export const ReportStatus = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatus>;

const int = z.number().int();

const typedText = (schema: z.ZodString) =>
  schema
    .refine(isWellFormedText, { message: 'must be valid Unicode (no lone surrogates)' })
    .refine((text) => !text.includes('\u0000'), { message: 'must not contain NUL characters' });

/** An http(s) address, or a path on this site (`/players/26-231747/`): what a report points at. */
export const isReportableUrl = (value: string): boolean => {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

export const SendReportRequest = z
  .object({
    url: z
      .string()
      .trim()
      .min(1)
      .max(MODERATION_LIMITS.URL_MAX_LENGTH)
      .refine(isReportableUrl, { message: 'must be an http(s) address or a path on this site' }),
    note: typedText(z.string().trim().max(MODERATION_LIMITS.NOTE_MAX_LENGTH)).default(''),
  })
  .strict();
export type SendReportRequest = z.infer<typeof SendReportRequest>;

export const SentReport = z.object({ id: int, status: z.literal('open') });
export type SentReport = z.infer<typeof SentReport>;

export const ModerationReport = z.object({
  id: int,
  url: z.string(),
  note: z.string(),
  status: ReportStatus,
  /** Null when identity no longer knows the reporter. */
  reporter: PublicUser.nullable(),
  resolution: z.string().nullable(),
  closedBy: PublicUser.nullable(),
  dateCreated: z.string(),
  dateClosed: z.string().nullable(),
});
export type ModerationReport = z.infer<typeof ModerationReport>;

export const ListReportsRequest = z
  .object({
    status: ReportStatus.optional(),
    page: int.min(1).max(PAGE_LIMITS.MAX_PAGE).default(1),
    pageSize: int.min(1).max(PAGE_LIMITS.MAX_PAGE_SIZE).default(PAGE_LIMITS.DEFAULT_PAGE_SIZE),
  })
  .strict();
export type ListReportsRequest = z.infer<typeof ListReportsRequest>;

export const ModerationReportPage = z.object({ data: z.array(ModerationReport), totalCount: int.min(0) });
export type ModerationReportPage = z.infer<typeof ModerationReportPage>;

export const CloseReportRequest = z
  .object({
    id: int.min(1).max(Number.MAX_SAFE_INTEGER),
    resolution: typedText(z.string().trim().min(1).max(MODERATION_LIMITS.RESOLUTION_MAX_LENGTH)),
  })
  .strict();
export type CloseReportRequest = z.infer<typeof CloseReportRequest>;
