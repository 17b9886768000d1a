// What the identity tests drive: the bundled development OpenID provider, the identity service (and,
// when asked, the catalog) on one NATS subject prefix, and a real gateway, each on its own port.
import { runToken, startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { catalogService, seedCatalog } from '@futgg/catalog-service/testing';
import { startDevOidcProvider } from '@futgg/dev-oidc-provider';
import { startTestGateway } from '@futgg/gateway/testing';
import { identityServiceWith, type IdentitySettings } from '@futgg/identity-service/testing';
import type { RunningGateway } from '@futgg/gateway/testing';

/** Shared by a stack's identity service and gateway (CSRF tokens are an HMAC under it). */
export const TEST_SESSION_SECRET = 'test-session-secret-0123456789-abcdefghijklmnop';

export interface DevProvider {
  issuer: string;
  close(): Promise<void>;
}

/** The development provider, accepting the callbacks of the sites at the given origins. */
export const startProvider = async (siteOrigins: string[]): Promise<DevProvider> =>
  startDevOidcProvider({
    port: 0,
    redirectUris: siteOrigins.map((origin) => `${origin}/api/identity/callback/`),
    logLevel: (process.env['TEST_LOG_LEVEL'] ?? 'silent') as 'silent',
  });

export interface IdentityStack {
  /** The gateway's origin: where sign-in starts and the callback lands. */
  url: string;
  gateway: RunningGateway;
  identity: ServiceUnderTest;
  catalog: ServiceUnderTest | null;
  stop(): Promise<void>;
}

export interface IdentityStackOptions {
  label: string;
  provider: DevProvider;
  /** The port the gateway will listen on (the provider must know its callback before it starts). */
  port: number;
  identity?: IdentitySettings;
  gateway?: Record<string, string>;
  /** Seeds a catalog of this many cards for routes beyond identity's. */
  catalogPlayers?: number;
  /** An origin other than the gateway's (NGINX in front of it). */
  publicBaseUrl?: string;
}

/** Starts identity (and the catalog) and a gateway on the chosen port; a failure stops what had started. */
export const startIdentityStack = async (options: IdentityStackOptions): Promise<IdentityStack> => {
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne();
  };
  const subjectPrefix = `t${runToken()}.`;
  const publicBaseUrl = options.publicBaseUrl ?? `http://127.0.0.1:${options.port}`;
  try {
    const identity = await startServiceUnderTest(
      `${options.label}_identity`,
      identityServiceWith({
        OIDC_ISSUER_URL: options.provider.issuer,
        PUBLIC_BASE_URL: publicBaseUrl,
        SESSION_SECRET: TEST_SESSION_SECRET,
        ...options.identity,
      }),
      { subjectPrefix },
    );
    stoppers.push(() => identity.stop());
    let catalog: ServiceUnderTest | null = null;
    if (options.catalogPlayers) {
      const started = await startServiceUnderTest(`${options.label}_catalog`, catalogService, {
        subjectPrefix,
      });
      catalog = started;
      stoppers.push(() => started.stop());
      await seedCatalog({
        databaseUrl: started.database.url,
        seed: 7,
        players: options.catalogPlayers,
        gameYear: 26,
      });
    }
    const gateway = await startTestGateway(subjectPrefix, {
      PORT: String(options.port),
      PUBLIC_BASE_URL: publicBaseUrl,
      SESSION_SECRET: TEST_SESSION_SECRET,
      RATE_LIMIT: 'off',
      // These stacks test behaviour, not latency (bench/ measures that): on two cores shared with other
      // suites a page of eligible players can take more than the test gateway's 1.5 s. The reliability
      // spec tests the timeout itself with its own value.
      REQUEST_TIMEOUT_MS: '10000',
      ...options.gateway,
    });
    stoppers.push(() => gateway.close());
    return { url: gateway.url, gateway, identity, catalog, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
