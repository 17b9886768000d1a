import { createHash } from 'node:crypto';
import { contentSecurityPolicy, escapeHtml, loginPage, messagePage } from './login-form.js';

const users = [
  { username: 'alice', name: 'Alice', roles: [], publishedPassword: 'alice-dev' },
  { username: 'admin', name: 'Admin', roles: ['admin'], publishedPassword: undefined },
];

describe(escapeHtml.name, () => {
  it('escapes what could end an element or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});

describe(loginPage.name, () => {
  it('escapes the kept username, the alert, the action and the site name', () => {
    const html = loginPage({
      action: '/interaction/x"y/login',
      clientName: '<Site>',
      username: '"><script>alert(1)</script>',
      alert: '<b>no</b>',
      users,
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('action="/interaction/x&quot;y/login"');
    expect(html).toContain('to &lt;Site&gt;');
    expect(html).toContain('role="alert">&lt;b&gt;no&lt;/b&gt;</p>');
  });

  it('prints a published password and hides one set by the environment', () => {
    const html = loginPage({ action: '/a', clientName: 'Site', users });
    expect(html).toContain('<code>alice</code> (Alice), password <code>alice-dev</code>');
    expect(html).toContain('<code>admin</code> (Admin, role admin), password set by the environment');
  });

  it('ties the alert to the fields and focuses the password when the username is kept', () => {
    const html = loginPage({ action: '/a', clientName: 'Site', username: 'alice', alert: 'Wrong', users });
    expect(html).toMatch(/<input id="password"[^>]* autofocus aria-describedby="sign-in-alert">/);
    expect(html).not.toMatch(/<input id="username"[^>]* autofocus/);
  });
});

describe(contentSecurityPolicy.name, () => {
  it.each([
    ['the login page', loginPage({ action: '/a', clientName: 'Site', users })],
    ['a message page', messagePage('Expired', 'Start again')],
  ])("allows %s's inline style by its hash, and nothing else inline", (_, html) => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const hash = createHash('sha256').update(style, 'utf8').digest('base64');
    const policy = contentSecurityPolicy(['http://localhost:8080']);
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(html).not.toContain('<script');
  });

  it('lets the form, and the redirects after it, reach the provider and the sites, each once', () => {
    expect(contentSecurityPolicy(['http://a.test', 'http://b.test', 'http://a.test'])).toContain(
      "form-action 'self' http://a.test http://b.test;",
    );
  });
});
