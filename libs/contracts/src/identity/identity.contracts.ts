import { z } from 'zod';
import { defineContract } from '../contract/contract.js';
import {
  CompleteSignInReply,
  CompleteSignInRequest,
  EndSessionReply,
  IdentityState,
  PublicKeySet,
  PublicUserPage,
  ResolvedSession,
  SearchUsersRequest,
  UsersByIds,
  UsersByIdsRequest,
  SessionIdRequest,
  SessionKeyRequest,
  SessionLiveness,
  SessionSummary,
  StartSignInReply,
  StartSignInRequest,
} from './identity.schemas.js';

const Empty = z.object({}).strict();

/**
 * Identity's subjects. The sign-in pair and the session calls take the session id from the gateway
 * (cookie or X-Session-Id), never from a client's body; calls about "my" sessions read the caller from
 * the NATS headers (service-kit's @CurrentUser()).
 */
export const IDENTITY_CONTRACTS = {
  startSignIn: defineContract('identity.sign-in.start', 1, StartSignInRequest, StartSignInReply),
  completeSignIn: defineContract('identity.sign-in.complete', 1, CompleteSignInRequest, CompleteSignInReply),
  /** The visitor state, or the user with fresh credentials; slides the session. */
  getState: defineContract('identity.sessions.state', 1, SessionIdRequest, IdentityState),
  resolveSession: defineContract(
    'identity.sessions.resolve',
    1,
    SessionIdRequest,
    ResolvedSession.nullable(),
  ),
  checkSession: defineContract('identity.sessions.check', 1, SessionKeyRequest, SessionLiveness),
  endSession: defineContract('identity.sessions.end', 1, SessionKeyRequest, EndSessionReply),
  listSessions: defineContract('identity.sessions.list', 1, Empty, z.array(SessionSummary)),
  revokeSession: defineContract('identity.sessions.revoke', 1, SessionKeyRequest, EndSessionReply),
  getPublicKeys: defineContract('identity.keys.get', 1, Empty, PublicKeySet),
  searchUsers: defineContract('identity.users.search', 1, SearchUsersRequest, PublicUserPage),
  /** Service to service (no caller needed): the public profiles of the ids that exist, in no order. */
  usersByIds: defineContract('identity.users.by-ids', 1, UsersByIdsRequest, UsersByIds),
} as const;

/** Events identity publishes (plain NATS: every gateway replica listens, none may miss it in a queue group). */
export const IDENTITY_EVENTS = { sessionRevoked: 'identity.session.revoked' } as const;
