import { createLogger, runUntilSignalled } from '@futgg/service-kit';
import { loadDevOidcConfig, productionRefusal } from './config.js';
import { DEV_USERS, publishedPasswordOf } from './users.js';

const refusal = productionRefusal(process.env);
if (refusal) {
  process.stderr.write(`${refusal}\n`);
  process.exit(1);
}

// Loaded only once start-up is allowed: oidc-provider warns on stderr as it loads (about the Node
// version, on Node 20), and a refusal is one line.
const { startDevOidcProvider } = await import('./start-dev-oidc-provider.js');

await runUntilSignalled('dev-oidc-provider', async () => {
  const config = loadDevOidcConfig();
  const logger = createLogger('dev-oidc-provider', config.logLevel);
  const provider = await startDevOidcProvider({ ...config, logger });
  logger.info(
    { issuer: provider.issuer, listening: provider.url },
    `Development OpenID provider at ${provider.issuer}`,
  );
  const users = DEV_USERS.map((user) => {
    const password =
      publishedPasswordOf(user, config.passwords) ?? `DEV_OIDC_${user.username.toUpperCase()}_PASSWORD`;
    return `${user.username} / ${password}${user.roles.length ? ` (role ${user.roles.join(', ')})` : ''}`;
  });
  logger.info(`Users: ${users.join(', ')}`);
  return { logger, close: provider.close };
});
