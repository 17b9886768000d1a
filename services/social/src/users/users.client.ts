import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_CONTRACTS, type PublicUser } from '@futgg/contracts';
import { NATS_REQUESTER, type NatsRequester } from '@futgg/service-kit';

// A display name changes at a sign-in, not from second to second: a short memory spares identity a
// request per comment page without showing a stale name for long.
const USER_TTL_MS = 30_000;

/**
 * The people social shows (comment authors, conversation participants), from identity over NATS: social
 * stores user ids only, so a renamed user shows under the new name everywhere.
 */
@Injectable()
export class UsersClient {
  private readonly cache = new Map<string, { at: number; user: PublicUser | null }>();

  constructor(@Inject(NATS_REQUESTER) private readonly requester: NatsRequester) {}

  /** The profiles of `ids` that exist, by id (an unknown id is absent from the map). */
  async byIds(ids: Iterable<string>, now = Date.now()): Promise<Map<string, PublicUser>> {
    const found = new Map<string, PublicUser>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const cached = this.cache.get(id);
      if (cached && now - cached.at < USER_TTL_MS) {
        if (cached.user) found.set(id, cached.user);
      } else missing.push(id);
    }
    for (let start = 0; start < missing.length; start += 200) {
      const chunk = missing.slice(start, start + 200);
      const users = await this.requester.request<PublicUser[]>(IDENTITY_CONTRACTS.usersByIds.subject, {
        ids: chunk,
      });
      const byId = new Map(users.map((user) => [user.id, user]));
      for (const id of chunk) {
        const user = byId.get(id) ?? null;
        this.cache.set(id, { at: now, user });
        if (user) found.set(id, user);
      }
    }
    return found;
  }
}
