import { DomainError, gameYearFromPathSegment, SUPPORTED_GAME_YEARS } from '@futgg/contracts';

export const gameYearParam = (value: string | undefined, name = 'game'): number => {
  const year = value === undefined ? null : gameYearFromPathSegment(value);
  if (year === null) {
    throw new DomainError(
      'INVALID_INPUT',
      `${name} must be a game year (${SUPPORTED_GAME_YEARS.join(', ')}) or its slug (fc${SUPPORTED_GAME_YEARS.at(-1)}), got "${String(value).slice(0, 40)}"`,
      { field: name },
    );
  }
  return year;
};

export const eaIdParam = (value: string | undefined, name = 'eaId'): number => {
  if (value === undefined || !/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw new DomainError(
      'INVALID_INPUT',
      `${name} must be a positive integer id, got "${String(value).slice(0, 40)}"`,
      {
        field: name,
      },
    );
  }
  return Number(value);
};

/** `{game}-{externalId}` as in `/api/fut/player-items/26-231747/`. */
export const gameAndIdParam = (value: string | undefined): { gameYear: number; eaId: number } => {
  const match = /^([^-]+)-([^-]+)$/.exec(value ?? '');
  if (!match) {
    throw new DomainError(
      'INVALID_INPUT',
      `Expected {game}-{eaId} such as 26-231747, got "${String(value).slice(0, 40)}"`,
      {
        field: 'gameAndId',
      },
    );
  }
  return { gameYear: gameYearParam(match[1], 'game'), eaId: eaIdParam(match[2]) };
};

/**
 * Optional query parameters of the simple routes: anything not listed is refused by name, and so is a
 * parameter given twice (as on the player search): which of two values was meant is not ours to guess.
 */
export const simpleQuery = (rawQuery: string, allowed: readonly string[]): URLSearchParams => {
  const query = new URLSearchParams(rawQuery);
  for (const name of new Set(query.keys())) {
    const field = name.slice(0, 40);
    if (!allowed.includes(name)) {
      throw new DomainError('INVALID_INPUT', `Unknown query parameter ${field}`, { field });
    }
    if (query.getAll(name).length > 1) {
      throw new DomainError('INVALID_INPUT', `${field} is given more than once`, { field });
    }
  }
  return query;
};

/**
 * An optional whole number (page, page_size, limit): absent or empty gives undefined. Only the syntax is
 * checked here; its range is the contract's (the registrar parses the payload with it).
 */
export const optionalIntegerParam = (params: URLSearchParams, name: string): number | undefined => {
  const value = params.get(name);
  if (value === null || value === '') return undefined;
  if (!/^[0-9]{1,9}$/.test(value)) {
    throw new DomainError('INVALID_INPUT', `${name} must be a whole number, got "${value.slice(0, 40)}"`, {
      field: name,
    });
  }
  return Number(value);
};

/** `ids=1,2,3` as numbers (at least one); how many is the contract's to judge (it names the limit). */
export const idListParam = (query: URLSearchParams, name = 'ids', example = '231747,20801'): number[] => {
  const value = query.get(name);
  if (value === null || !/^[0-9]{1,10}(,[0-9]{1,10})*$/.test(value)) {
    throw new DomainError('INVALID_INPUT', `${name} must be a comma list of ids, e.g. ${name}=${example}`, {
      field: name,
    });
  }
  return value.split(',').map(Number);
};

/** The payload of a route that takes no parameters: an empty one, once the query is checked to be empty. */
export const noParameters = ({ rawQuery }: { rawQuery: string }): Record<string, never> => {
  simpleQuery(rawQuery, []);
  return {};
};

/** The payload of a route named by a path hash alone. */
export const pathHashOnly = ({ params, rawQuery }: { params: Record<string, string>; rawQuery: string }) => {
  simpleQuery(rawQuery, []);
  return { pathHash: params['pathHash'] };
};

/** A JSON body's fields, or none when the body is not an object (the contract then names what is missing). */
export const bodyFieldsOf = ({ body }: { body: unknown }): Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** A write whose whole payload is its JSON body: no query parameter is taken. */
export const bodyOnly = (context: { rawQuery: string; body: unknown }): Record<string, unknown> => {
  simpleQuery(context.rawQuery, []);
  return bodyFieldsOf(context);
};
