import { defineContract } from '../contract/contract.js';
import {
  CloseReportRequest,
  ListReportsRequest,
  ModerationReport,
  ModerationReportPage,
  SendReportRequest,
  SentReport,
} from './moderation.schemas.js';

export * from './moderation.schemas.js';

/** The social service's moderation subjects (docs/moderation.md): any signed-in user reports, admins review. */
export const MODERATION_CONTRACTS = {
  sendReport: defineContract('social.moderation.send-report', 1, SendReportRequest, SentReport),
  listReports: defineContract('social.moderation.reports-list', 1, ListReportsRequest, ModerationReportPage),
  closeReport: defineContract('social.moderation.reports-close', 1, CloseReportRequest, ModerationReport),
} as const;
