import { defineContract } from '../contract/contract.js';
import {
  CheckSquadRequest,
  CreateProEventRequest,
  GetProEventRequest,
  GetRulesetRequest,
  ProAnalyticsPage,
  ProAnalyticsRequest,
  ProEvent,
  ProEventPage,
  ProRuleset,
  SaveRulesetRequest,
  SearchProEventsRequest,
  SquadCheck,
  UpdateProEventRequest,
} from './pro-competition.schemas.js';

/** The squads service's pro-competition subjects (docs/pro-competition.md). All need a caller. */
export const PRO_COMPETITION_CONTRACTS = {
  getEvent: defineContract('squads.pro-events.get', 1, GetProEventRequest, ProEvent),
  createEvent: defineContract('squads.pro-events.create', 1, CreateProEventRequest, ProEvent),
  updateEvent: defineContract('squads.pro-events.update', 1, UpdateProEventRequest, ProEvent),
  searchEvents: defineContract('squads.pro-events.search', 1, SearchProEventsRequest, ProEventPage),
  checkSquad: defineContract('squads.pro-events.check', 1, CheckSquadRequest, SquadCheck),
  getRuleset: defineContract('squads.pro-rulesets.get', 1, GetRulesetRequest, ProRuleset),
  saveRuleset: defineContract('squads.pro-rulesets.save', 1, SaveRulesetRequest, ProRuleset),
  analytics: defineContract('squads.pro-analytics.get', 1, ProAnalyticsRequest, ProAnalyticsPage),
} as const;
