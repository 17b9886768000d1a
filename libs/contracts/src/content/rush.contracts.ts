import { defineContract } from '../contract/contract.js';
import { RushPage, RushRequest } from './rush.schemas.js';

/** The catalog's Rush page subject (public, no caller). */
export const RUSH_CONTRACTS = {
  get: defineContract('catalog.rush.get', 1, RushRequest, RushPage),
} as const;
