import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { errors } from 'oidc-provider';
import type { createLogger } from '@futgg/service-kit';
import type { FailedSignIns } from './failed-sign-ins.js';
import { contentSecurityPolicy, loginPage, messagePage, type ListedUser } from './login-form.js';
import { INTERACTION_PATH_PREFIX } from './provider.js';
import { DEV_USERS, publishedPasswordOf, userForCredentials, type DevPasswords } from './users.js';

export type DevOidcLogger = Pick<ReturnType<typeof createLogger>, 'info' | 'warn' | 'error'>;

export const WRONG_CREDENTIALS = 'Wrong username or password';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts; try again in a minute';

// A form of two short fields; anything longer is not a sign-in.
const MAX_FORM_BYTES = 8 * 1024;
const MAX_USERNAME_LENGTH = 100;

export interface InteractionRoutesOptions {
  provider: Provider;
  passwords: DevPasswords;
  failedSignIns: FailedSignIns;
  logger: DevOidcLogger;
  /** The origins a finished sign-in redirects to (the login page's form-action). */
  redirectOrigins: string[];
  now?: () => number;
}

type Route = { kind: 'form' | 'login'; uid: string } | { kind: 'wrong-method'; allow: string };

const routeOf = (method: string | undefined, pathname: string): Route | undefined => {
  if (!pathname.startsWith(INTERACTION_PATH_PREFIX)) return undefined;
  const match = /^([A-Za-z0-9_-]+)(\/login)?$/.exec(pathname.slice(INTERACTION_PATH_PREFIX.length));
  if (!match) return undefined;
  const [, uid = '', login] = match;
  const expected = login ? 'POST' : 'GET';
  if (method !== expected && !(expected === 'GET' && method === 'HEAD')) {
    return { kind: 'wrong-method', allow: expected === 'GET' ? 'GET, HEAD' : 'POST' };
  }
  return { kind: login ? 'login' : 'form', uid };
};

class FormTooLarge extends Error {}

const readForm = async (req: IncomingMessage): Promise<URLSearchParams> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new FormTooLarge();
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

const isUrlEncodedForm = (req: IncomingMessage) =>
  (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ===
  'application/x-www-form-urlencoded';

/**
 * The provider's interaction pages: GET /interaction/:uid shows the login form, POST
 * /interaction/:uid/login checks it. The interaction cookie oidc-provider set for this path (SameSite=Lax,
 * signed) ties both to the browser that started the authorization, so another site cannot post the form.
 * Returns a handler that answers and says true for these paths, and says false for every other path.
 */
export const createInteractionRoutes = (options: InteractionRoutesOptions) => {
  const { provider, passwords, failedSignIns, logger } = options;
  const now = options.now ?? Date.now;
  const policy = contentSecurityPolicy(options.redirectOrigins);

  const listedUsers: ListedUser[] = DEV_USERS.map((user) => ({
    username: user.username,
    name: user.name,
    roles: user.roles,
    publishedPassword: publishedPasswordOf(user, passwords),
  }));

  const send = (res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': policy,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      ...headers,
    });
    res.end(html);
  };

  const clientNameOf = async (clientId: unknown) =>
    (typeof clientId === 'string' ? (await provider.Client.find(clientId))?.clientName : undefined) ??
    'the site';

  const showForm = async (
    res: ServerResponse,
    status: number,
    uid: string,
    clientId: unknown,
    extra: { username?: string; alert?: string; headers?: Record<string, string> } = {},
  ) =>
    send(
      res,
      status,
      loginPage({
        action: `${INTERACTION_PATH_PREFIX}${uid}/login`,
        clientName: await clientNameOf(clientId),
        username: extra.username,
        alert: extra.alert,
        users: listedUsers,
      }),
      extra.headers,
    );

  /** The interaction this browser is in, if it is the one the path names and it waits for a login. */
  const loginInteraction = async (req: IncomingMessage, res: ServerResponse, uid: string) => {
    const interaction = await provider.interactionDetails(req, res);
    if (interaction.uid !== uid || interaction.prompt.name !== 'login') {
      throw new errors.SessionNotFound('this interaction is not waiting for a login');
    }
    return interaction;
  };

  const signIn = async (req: IncomingMessage, res: ServerResponse, uid: string) => {
    const interaction = await loginInteraction(req, res, uid);
    if (!isUrlEncodedForm(req)) {
      return send(
        res,
        415,
        messagePage('Sign-in failed', 'The form must be sent as a web form. Please try again.'),
      );
    }
    const form = await readForm(req);
    const username = (form.get('username') ?? '').trim().slice(0, MAX_USERNAME_LENGTH);
    const password = form.get('password') ?? '';
    const address = req.socket.remoteAddress ?? 'unknown';
    const clientId = interaction.params['client_id'];

    const retryAfter = failedSignIns.retryAfterSeconds(address, now());
    if (retryAfter > 0) {
      logger.warn({ username, address }, 'Sign-in refused: too many failed attempts from this address');
      return showForm(res, 429, uid, clientId, {
        username,
        alert: TOO_MANY_ATTEMPTS,
        headers: { 'retry-after': String(retryAfter) },
      });
    }

    const user = userForCredentials(username, password, passwords);
    if (!user) {
      failedSignIns.record(address, now());
      logger.warn({ username, address }, 'Sign-in failed: wrong username or password');
      return showForm(res, 401, uid, clientId, { username, alert: WRONG_CREDENTIALS });
    }

    // The only client is the platform itself: consent is given here, for what it asked, with no screen.
    const grant = new provider.Grant({ accountId: user.accountId, clientId: String(clientId) });
    grant.addOIDCScope(String(interaction.params['scope'] ?? 'openid'));
    const grantId = await grant.save();
    logger.info({ username: user.username, address }, 'Signed in');
    // remember: false keeps the provider's session cookie to this browser session; it ends at the next
    // authorization request anyway (provider.ts).
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.accountId, remember: false }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  const answer = async (route: Route, req: IncomingMessage, res: ServerResponse) => {
    try {
      if (route.kind === 'wrong-method') {
        const page = messagePage('Sign-in failed', 'This page does not take that request.');
        return send(res, 405, page, { allow: route.allow });
      }
      if (route.kind === 'login') return await signIn(req, res, route.uid);
      const interaction = await loginInteraction(req, res, route.uid);
      return await showForm(res, 200, route.uid, interaction.params['client_id']);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
      } else if (error instanceof errors.SessionNotFound) {
        send(
          res,
          400,
          messagePage(
            'Sign-in expired',
            'This sign-in has expired or was already used. Go back to the site and choose Sign in again.',
          ),
        );
      } else if (error instanceof FormTooLarge) {
        send(res, 413, messagePage('Sign-in failed', 'The form was too large. Please try again.'));
      } else {
        logger.error({ err: error }, 'Interaction failed');
        send(
          res,
          500,
          messagePage('Sign-in failed', 'Something went wrong. Go back to the site and try again.'),
        );
      }
    }
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const route = routeOf(req.method, new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!route) return false;
    void answer(route, req, res);
    return true;
  };
};
