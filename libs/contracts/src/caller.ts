import { z } from 'zod';

/**
 * Who is calling, as the gateway verified it (identity's token or session) and passed it to services
 * in NATS headers (WIRE_HEADERS.userId, WIRE_HEADERS.userRoles). Services learn the caller only this
 * way (service-kit's @CurrentUser()): a user id in a payload is never read for identity. Only the
 * gateway and services can publish on NATS (the k8s NATS users' permissions), so the headers cannot be
 * forged from outside.
 */
export const Caller = z.object({
  id: z.string().min(1).max(64),
  roles: z.array(z.string().min(1).max(32)).max(16),
  /** The session the request came with (identity's session key), where the caller signed in with one. */
  sessionKey: z.string().max(64).optional(),
});
export type Caller = z.infer<typeof Caller>;

export const ROLES = { ADMIN: 'admin' } as const;
