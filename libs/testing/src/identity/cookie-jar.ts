interface StoredCookie {
  value: string;
  path: string;
}

const pathMatches = (requestPath: string, cookiePath: string) =>
  requestPath === cookiePath ||
  (requestPath.startsWith(cookiePath) &&
    (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

/**
 * A browser's cookies, per host and path, as far as the tests need them: Set-Cookie is stored (an
 * expired or Max-Age=0 cookie removed), and a request gets every cookie of its host whose path matches
 * its own (RFC 6265's path rule). Enough to follow a sign-in the way a browser does.
 */
export class CookieJar {
  private readonly byHost = new Map<string, Map<string, StoredCookie>>();

  store(address: string | URL, response: Response): void {
    const url = new URL(address);
    let jar = this.byHost.get(url.host);
    if (!jar) this.byHost.set(url.host, (jar = new Map()));
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const attribute = (key: string) =>
        attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute('path') ?? (url.pathname.replace(/\/[^/]*$/, '') || '/');
      const expires = attribute('expires');
      const key = `${name};${path}`;
      if (attribute('max-age') === '0' || (expires && Date.parse(expires) <= Date.now())) jar.delete(key);
      else jar.set(key, { value, path });
    }
  }

  headerFor(address: string | URL): string {
    const url = new URL(address);
    return [...(this.byHost.get(url.host) ?? new Map<string, StoredCookie>()).entries()]
      .filter(([, cookie]) => pathMatches(url.pathname, cookie.path))
      .map(([key, cookie]) => `${key.slice(0, key.indexOf(';'))}=${cookie.value}`)
      .join('; ');
  }

  /** The value of a cookie the host's root path would be sent. */
  get(address: string | URL, name: string): string | undefined {
    const url = new URL(address);
    for (const [key, cookie] of this.byHost.get(url.host) ?? []) {
      if (key.slice(0, key.indexOf(';')) === name && pathMatches(url.pathname, cookie.path))
        return cookie.value;
    }
    return undefined;
  }

  names(): string[] {
    return [...this.byHost.values()].flatMap((jar) =>
      [...jar.keys()].map((key) => key.slice(0, key.indexOf(';'))),
    );
  }
}
