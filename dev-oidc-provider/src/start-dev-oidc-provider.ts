import { generateKeyPair } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { JWK } from 'oidc-provider';
import { createLogger } from '@futgg/service-kit';
import { loadDevOidcConfig, postLogoutRedirectUrisFor, type DevOidcConfig } from './config.js';
import { FailedSignIns } from './failed-sign-ins.js';
import { createInteractionRoutes, type DevOidcLogger } from './interactions.js';
import { createDevProvider, redirectOriginsOf } from './provider.js';

export interface DevOidcProviderOptions extends Partial<DevOidcConfig> {
  /** Where failed sign-ins are logged; a JSON logger on stdout at `logLevel` when unset. */
  logger?: DevOidcLogger;
}

export interface RunningDevOidcProvider {
  /** What the relying party discovers: `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  port: number;
  /** Where the server listens (the issuer may name the same place differently, e.g. localhost). */
  url: string;
  close(): Promise<void>;
}

const generateRsaKeyPair = promisify(generateKeyPair);

const signingKey = async (): Promise<JWK> => {
  const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), use: 'sig' } as JWK;
};

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

const closeServer = (server: Server) =>
  new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive connections (fetch keeps them) would hold close() open until they time out.
    server.closeAllConnections();
  });

const urlHost = (host: string) => {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
};

/** The options filled in with the environment's defaults; the issuer stays unset until the port is known. */
const settingsOf = (options: DevOidcProviderOptions) => {
  const defaults = loadDevOidcConfig({});
  const given = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as DevOidcProviderOptions;
  const redirectUris = given.redirectUris ?? defaults.redirectUris;
  return {
    ...defaults,
    ...given,
    issuer: given.issuer,
    redirectUris,
    postLogoutRedirectUris: given.postLogoutRedirectUris ?? postLogoutRedirectUrisFor(redirectUris),
    passwords: { ...defaults.passwords, ...given.passwords },
  };
};

/**
 * Starts the development OpenID provider on `port` (0: a free one). Without an explicit issuer it is
 * `http://127.0.0.1:<the port>`, so tests can start one per file side by side.
 */
export const startDevOidcProvider = async (
  options: DevOidcProviderOptions = {},
): Promise<RunningDevOidcProvider> => {
  const settings = settingsOf(options);
  const logger = options.logger ?? createLogger('dev-oidc-provider', settings.logLevel);
  const key = await signingKey();

  // The issuer can name the port only once it is bound; a request in between is told to come back.
  let handler: RequestListener | undefined;
  const server = createServer((req, res) => {
    if (handler) return handler(req, res);
    res.writeHead(503, { 'retry-after': '1' }).end();
  });
  await listen(server, settings.port, settings.host);
  const { port } = server.address() as AddressInfo;
  const issuer = settings.issuer ?? `http://127.0.0.1:${port}`;

  try {
    const provider = createDevProvider({ ...settings, issuer, signingKey: key });
    const interactions = createInteractionRoutes({
      provider,
      passwords: settings.passwords,
      failedSignIns: new FailedSignIns(),
      logger,
      redirectOrigins: redirectOriginsOf({ issuer, redirectUris: settings.redirectUris }),
    });
    const providerCallback = provider.callback();
    handler = (req, res) => {
      if (!interactions(req, res)) void providerCallback(req, res);
    };
  } catch (error) {
    await closeServer(server);
    throw error;
  }

  return { issuer, port, url: `http://${urlHost(settings.host)}:${port}`, close: () => closeServer(server) };
};
