// One JSON call of the gateway as a client makes it: the user's bearer token, a CSRF header when given,
// and the answer's status, body (the `data` envelope, or the error) and headers.

export interface ApiAnswer<T> {
  status: number;
  body: {
    data: T;
    totalCount?: number;
    next?: number | null;
    error?: { code: string; message: string; field?: string };
  };
  headers: Headers;
}

export const apiCall = async <T>(
  baseUrl: string,
  path: string,
  user: { accessToken: string } | null | undefined,
  options: { json?: unknown; csrf?: string | null } = {},
): Promise<ApiAnswer<T>> => {
  const { json, csrf } = options;
  const response = await fetch(`${baseUrl}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}),
      ...(csrf ? { 'x-csrf-token': csrf } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as ApiAnswer<T>['body'],
    headers: response.headers,
  };
};
