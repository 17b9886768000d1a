export * from './config.js';
export * from './start-dev-oidc-provider.js';
export {
  DEV_USERS,
  DEFAULT_DEV_PASSWORDS,
  type DevUser,
  type DevUsername,
  type DevPasswords,
} from './users.js';
export { WRONG_CREDENTIALS, TOO_MANY_ATTEMPTS, type DevOidcLogger } from './interactions.js';
