import type {
  ProCompetitionProduct,
  ProEvent,
  ProRuleset,
  SaveRulesetRequest,
  SquadCheck,
  SquadConfigData,
} from '@futgg/contracts';
import type { z } from 'zod';
import { CSRF_HEADER, type ApiClient, type ApiClientOptions } from './api-client.js';

type Data<T> = { data: T };
const dataOf = <T>(body: Data<T>) => body.data;

/** What the client sends to save a ruleset: the contract's request before its defaults are filled in. */
export type SaveRulesetInput = Omit<z.input<typeof SaveRulesetRequest>, 'product'>;
export type SquadConfigDataInput = z.input<typeof SquadConfigData>;

/**
 * The pro-competition calls carry the CSRF header on every method, reads included (the gateway marks
 * their routes `csrfAlways`, docs/identity.md "CSRF"); the ApiClient sends it on writes only, so a
 * client for them wraps its fetch with this.
 */
export const withCsrfOnEveryCall = (options: ApiClientOptions): ApiClientOptions => ({
  ...options,
  fetch: (input, init) => {
    const headers = new Headers(init?.headers);
    const csrf = options.getCsrfToken?.();
    if (csrf && !headers.has(CSRF_HEADER)) headers.set(CSRF_HEADER, csrf);
    return (options.fetch ?? globalThis.fetch)(input, { ...init, headers });
  },
});

/**
 * The squads service's pro competition under /api/{product}/ (docs/pro-competition.md): an event, a
 * squad checked against the event's ruleset, and the ruleset its organiser edits. Build the client with
 * withCsrfOnEveryCall.
 */
export const proCompetitionApi = (client: ApiClient, product: ProCompetitionProduct) => {
  const at = { basePath: `/api/${product}` };
  const event = (guid: string) => `events/${encodeURIComponent(guid)}`;
  return {
    getEvent: (guid: string) => client.get<Data<ProEvent>>(event(guid), at).then(dataOf),
    checkSquad: (guid: string, squadUuid: string) =>
      client
        .get<Data<SquadCheck>>(`${event(guid)}/check`, { ...at, query: { squad: squadUuid } })
        .then(dataOf),
    getRuleset: (eventId: number) => client.get<Data<ProRuleset>>(`rulesets/${eventId}`, at).then(dataOf),
    saveRuleset: (ruleset: SaveRulesetInput) =>
      client.post<Data<ProRuleset>>('rulesets/save', ruleset, at).then(dataOf),
  };
};
export type ProCompetitionApi = ReturnType<typeof proCompetitionApi>;
