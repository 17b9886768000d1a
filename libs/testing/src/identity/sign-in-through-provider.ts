import { CookieJar } from './cookie-jar.js';

export interface BrowserResponse {
  url: string;
  status: number;
  headers: Headers;
  body: string;
  /** Set when the browser was sent to an origin it was told to stay off (see HttpBrowser's `stayOn`). */
  leftTo?: URL;
}

export interface BrowserRequest extends RequestInit {
  /** An url-encoded form to post. */
  form?: Record<string, string>;
}

/**
 * fetch as a browser tab would: cookies kept per host and path, redirects followed one by one (at most
 * 20). Told to `stayOn` an origin, it stops at a redirect leaving it and says where it was sent.
 */
export class HttpBrowser {
  readonly cookies = new CookieJar();
  /** Every response of the last request, redirects included, in order. */
  history: { url: string; status: number; headers: Headers }[] = [];

  constructor(private readonly stayOn?: string) {}

  async request(address: string | URL, init: BrowserRequest = {}): Promise<BrowserResponse> {
    const { form, ...fetchInit } = init;
    let url = new URL(address);
    let options: RequestInit = form
      ? {
          ...fetchInit,
          method: fetchInit.method ?? 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
        }
      : fetchInit;
    this.history = [];
    for (let hop = 0; hop < 20; hop += 1) {
      const headers = new Headers(options.headers);
      const cookie = this.cookies.headerFor(url);
      if (cookie) headers.set('cookie', cookie);
      const response = await fetch(url, { ...options, headers, redirect: 'manual' });
      this.cookies.store(url, response);
      this.history.push({ url: url.href, status: response.status, headers: response.headers });
      const location = response.headers.get('location');
      const page = { url: url.href, status: response.status, headers: response.headers };
      if (response.status < 300 || response.status >= 400 || !location) {
        return { ...page, body: await response.text() };
      }
      await response.arrayBuffer();
      const next = new URL(location, url);
      if (this.stayOn && next.origin !== this.stayOn) return { ...page, body: '', leftTo: next };
      // 303, and a 302 after a POST, continue as a GET, as browsers do.
      url = next;
      options = {};
    }
    throw new Error(`Too many redirects from ${String(address)}`);
  }
}

const attributeOf = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match?.[1]?.replace(/&amp;/g, '&');
};

/** The first form of a page: where it posts and its hidden fields (a login form's own state). */
export const formOf = (page: BrowserResponse) => {
  const form = /<form\b[^>]*>/i.exec(page.body)?.[0];
  if (!form) throw new Error(`No form on ${page.url} (status ${page.status}): ${page.body.slice(0, 300)}`);
  const action = new URL(attributeOf(form, 'action') ?? page.url, page.url).href;
  const hidden = [...page.body.matchAll(/<input\b[^>]*type="hidden"[^>]*>/gi)].map(([tag]) => [
    attributeOf(tag, 'name') ?? '',
    attributeOf(tag, 'value') ?? '',
  ]);
  return { action, hidden: Object.fromEntries(hidden.filter(([name]) => name)) };
};

export interface SignInOptions {
  /** Where the site is (the gateway, or NGINX in front of it). */
  siteUrl: string;
  username: string;
  password: string;
  /** The page to come back to. */
  next?: string;
  browser?: HttpBrowser;
}

/**
 * Signs in as a person does: the site's sign-in link, the provider's login form filled in and
 * submitted, the redirects back to the site. Returns the browser (holding the session cookie) and the
 * page it landed on.
 */
export const signInThroughProvider = async (options: SignInOptions) => {
  const browser = options.browser ?? new HttpBrowser();
  const next = options.next ?? '/';
  const formPage = await browser.request(
    `${options.siteUrl}/api/identity/login/?next=${encodeURIComponent(next)}`,
  );
  const form = formOf(formPage);
  const landed = await browser.request(form.action, {
    form: { ...form.hidden, username: options.username, password: options.password },
  });
  return { browser, formPage, landed };
};
