import { z } from 'zod';
import { IdentityState } from '@futgg/contracts';

const json = (schema: unknown) => ({ 'application/json': { schema } });
const stateBody = {
  type: 'object',
  required: ['data'],
  properties: { data: z.toJSONSchema(IdentityState, { target: 'openapi-3.0' }) },
};
const errorRef = json({ $ref: '#/components/schemas/ErrorBody' });

const STATE_DESCRIPTION =
  'The visitor state, or the signed-in user with the credentials a client sends: `Authorization: Bearer <accessToken>` ' +
  'on every call, `X-Session-Id: <sessionId>` on the calls the spec names, `X-CSRF-Token: <csrfToken>` on writes ' +
  'authenticated by the cookie and on the pro-competition calls. Authenticated by the session cookie or X-Session-Id ' +
  '(an Authorization header is ignored here). Each call mints a new access token (valid `accessTokenExpiresAt`) and ' +
  'slides the session: this is the refresh. Never cached (`no-store`); the web client keeps it 2 minutes (spec, ' +
  'second document, section 9). An ended session answers the visitor state and clears the cookie.';

/** The identity routes registered outside the route table (cookies, redirects), documented by hand. */
export const IDENTITY_HTTP_OPERATIONS: Record<string, Record<string, unknown>> = {
  '/api/identity/login/': {
    get: {
      operationId: 'signIn',
      tags: ['Identity'],
      summary: "Starts sign-in: redirects to the OpenID provider's login form",
      description:
        'Authorization code flow with PKCE, state and nonce. Sets a short-lived HttpOnly cookie binding the flow to this browser. Rate limited (sign-in budget).',
      parameters: [
        {
          in: 'query',
          name: 'next',
          required: false,
          schema: { type: 'string' },
          description: 'Path on this site to return to (default /).',
        },
      ],
      responses: {
        '302': { description: 'To the provider' },
        '400': { description: '`next` is not a path on this site', content: errorRef },
        '429': { description: 'Too many sign-ins', content: errorRef },
        '503': { description: 'Identity or the provider is unreachable', content: errorRef },
      },
    },
  },
  '/api/identity/callback/': {
    get: {
      operationId: 'signInCallback',
      tags: ['Identity'],
      summary: "The provider's redirect back: starts the session",
      description:
        'Checks state, the binding cookie, the code with PKCE and the ID token (nonce), creates the user on first sign-in, sets the session cookie (HttpOnly, SameSite=Lax, Secure over TLS) and redirects to `next`.',
      responses: {
        '302': { description: 'Signed in; back to the page sign-in started from' },
        '400': { description: 'Unknown, expired or replayed sign-in', content: errorRef },
        '401': { description: 'The provider refused or did not confirm the sign-in', content: errorRef },
        '403': { description: 'Sign-in started in another browser', content: errorRef },
      },
    },
  },
  // One handler answers both paths: one operation text, told apart by its id.
  ...Object.fromEntries(
    (
      [
        ['/api/identity/', 'identityState', 'Who is signed in (and fresh credentials)'],
        ['/api/users/identity/', 'usersIdentityState', 'The same as GET /api/identity/'],
      ] as const
    ).map(([path, operationId, summary]) => [
      path,
      {
        get: {
          operationId,
          tags: ['Identity'],
          summary,
          description: STATE_DESCRIPTION,
          responses: {
            '200': { description: 'OK', content: json(stateBody) },
            '401': { description: 'A malformed X-Session-Id', content: errorRef },
          },
        },
      },
    ]),
  ),
  '/api/identity/logout/': {
    post: {
      operationId: 'signOut',
      tags: ['Identity'],
      summary: 'Signs out: ends the session and its access tokens',
      description:
        'The session named by the bearer token, X-Session-Id or the cookie ends; its tokens are refused from then on at every gateway (not only when they expire) and the cookie is cleared. With the cookie alone, X-CSRF-Token is required. Without any session the answer is the visitor state too.',
      responses: {
        '200': { description: 'Signed out', content: json(stateBody) },
        '401': { description: 'A refused token or ended session id', content: errorRef },
        '403': { description: 'CSRF token missing or wrong', content: errorRef },
      },
    },
  },
};
