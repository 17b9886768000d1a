export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * The spec's generic client rules (second document, section 7): booleans become 1 or 0, arrays are
 * comma-joined; absent values (undefined, null, empty arrays) are left out.
 */
export const encodeQuery = (params: QueryParams = {}): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'boolean') search.set(name, value ? '1' : '0');
    else if (Array.isArray(value)) {
      if (value.length) search.set(name, value.join(','));
    } else search.set(name, String(value));
  }
  // Commas stay readable: they are the list separator of the filter vocabulary.
  return search.toString().replace(/%2C/gi, ',');
};

export const API_BASE_PATH = '/api/fut';

/** `/api/fut[/namespace]/path/` — always one slash between segments and one at the end. */
export const apiPath = (path: string, namespace?: string, basePath = API_BASE_PATH): string => {
  const segments = [basePath, namespace, path]
    .filter((segment): segment is string => Boolean(segment))
    .flatMap((segment) => segment.split('/'))
    .filter(Boolean);
  return `/${segments.join('/')}/`;
};
