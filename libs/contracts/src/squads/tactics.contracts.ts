import { defineContract } from '../contract/contract.js';
import {
  CreateTacticsRequest,
  CreatedTactics,
  DeletedTactic,
  ExportTacticCodeRequest,
  ImportTacticCodeRequest,
  ImportedTactic,
  ListUserTacticsRequest,
  Tactic,
  TacticCode,
  TacticGuidRequest,
  TacticPage,
  UpdateTacticsRequest,
  UpdatedTactics,
  UserTacticsPageRequest,
} from './tactics.schemas.js';

/** The squads service's tactics subjects (docs/tactics.md). Every one needs a caller and acts on theirs. */
export const TACTICS_CONTRACTS = {
  listUserTactics: defineContract('squads.tactics.list', 1, ListUserTacticsRequest, TacticPage),
  userTactics: defineContract('squads.tactics.page', 1, UserTacticsPageRequest, TacticPage),
  get: defineContract('squads.tactics.get', 1, TacticGuidRequest, Tactic),
  create: defineContract('squads.tactics.create', 1, CreateTacticsRequest, CreatedTactics),
  update: defineContract('squads.tactics.update', 1, UpdateTacticsRequest, UpdatedTactics),
  delete: defineContract('squads.tactics.delete', 1, TacticGuidRequest, DeletedTactic),
  exportCode: defineContract('squads.tactics.export-code', 1, ExportTacticCodeRequest, TacticCode),
  importCode: defineContract('squads.tactics.import-code', 1, ImportTacticCodeRequest, ImportedTactic),
} as const;
