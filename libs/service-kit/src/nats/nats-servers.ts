/**
 * NATS_URL as connection options: a comma list of servers, any of which may carry the app's NATS user
 * and password (`nats://catalog:secret@nats:4222`, composed by each Kubernetes Deployment from the
 * Secret). nats.js ignores credentials written in a URL, so they are taken out of it here and passed as
 * `user` and `pass`; the servers keep only their addresses.
 */
export const natsConnectionOptions = (
  natsUrl: string,
): { servers: string[]; user?: string; pass?: string } => {
  let user: string | undefined;
  let pass: string | undefined;
  const servers = natsUrl
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry.includes('://') ? entry : `nats://${entry}`);
      if (url.username) {
        user ??= decodeURIComponent(url.username);
        pass ??= decodeURIComponent(url.password);
      }
      return `${url.protocol}//${url.host}`;
    });
  return { servers, ...(user === undefined ? {} : { user, pass: pass ?? '' }) };
};
