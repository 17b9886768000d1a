/**
 * A browser's cookies, per host, as far as the tests need them: Set-Cookie is stored (an expired or
 * Max-Age=0 cookie removed), and a request gets every cookie of its host whose path is a prefix of its
 * own. Enough to follow a sign-in the way a browser does.
 */
export class CookieJar {
  private readonly byHost = new Map<string, Map<string, { value: string; path: string }>>();

  store(url: string, response: Response): void {
    const host = new URL(url).host;
    let cookies = this.byHost.get(host);
    if (!cookies) this.byHost.set(host, (cookies = new Map()));
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      const attribute = (key: string) =>
        attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expired =
        attribute('max-age') === '0' || (attribute('expires') && Date.parse(attribute('expires')!) < Date.now());
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, { value, path: attribute('path') ?? '/' });
    }
  }

  headerFor(url: string): string {
    const { host, pathname } = new URL(url);
    return [...(this.byHost.get(host) ?? new Map()).entries()]
      .filter(([, cookie]) => pathname.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  get(url: string, name: string): string | undefined {
    return this.byHost.get(new URL(url).host)?.get(name)?.value;
  }

  delete(url: string, name: string): void {
    this.byHost.get(new URL(url).host)?.delete(name);
  }
}
