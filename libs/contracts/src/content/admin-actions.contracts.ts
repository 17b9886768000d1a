import { defineContract } from '../contract/contract.js';
import {
  AdminActionRequest,
  AdminActionResult,
  AdminAuditLog,
  AdminAuditRequest,
} from './admin-actions.schemas.js';

/** The catalog's admin action subjects: the caller must hold the admin role (anyone else FORBIDDEN). */
export const ADMIN_ACTIONS_CONTRACTS = {
  run: defineContract('catalog.admin-actions.run', 1, AdminActionRequest, AdminActionResult),
  audit: defineContract('catalog.admin-actions.audit', 1, AdminAuditRequest, AdminAuditLog),
} as const;
