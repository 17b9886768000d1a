import { defineContract } from '../contract/contract.js';
import {
  DeleteSquadRequest,
  DeletedSquad,
  GetSquadRequest,
  ListSquadsRequest,
  SaveSquadRequest,
  Squad,
  SquadPage,
} from './squad.schemas.js';

/**
 * The squads service's squads subjects (docs/squads.md). Save, list and delete need a signed-in caller
 * (the owner is always the caller, never a body field); get is open to anyone, `isOwner` telling the
 * caller's own squads.
 */
export const SQUADS_CONTRACTS = {
  save: defineContract('squads.squads.save', 1, SaveSquadRequest, Squad),
  get: defineContract('squads.squads.get', 1, GetSquadRequest, Squad),
  list: defineContract('squads.squads.list', 1, ListSquadsRequest, SquadPage),
  delete: defineContract('squads.squads.delete', 1, DeleteSquadRequest, DeletedSquad),
} as const;
