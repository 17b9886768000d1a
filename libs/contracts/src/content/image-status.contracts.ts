import { defineContract } from '../contract/contract.js';
import { ImageStatuses, ImageStatusRequest } from './image-status.schemas.js';

/** The catalog's image status subject (public, no caller). */
export const IMAGE_STATUS_CONTRACTS = {
  get: defineContract('catalog.images.status', 1, ImageStatusRequest, ImageStatuses),
} as const;
