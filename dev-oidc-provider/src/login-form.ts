import { createHash } from 'node:crypto';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element and inside a double- or single-quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

const STYLE = `
:root { color-scheme: dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #16181d; color: #e6e8eb; }
main { box-sizing: border-box; width: min(24rem, calc(100vw - 2rem)); margin: 1rem 0; padding: 2rem;
  border-radius: 12px; background: #20232a; border: 1px solid #2f333c; box-shadow: 0 10px 30px rgb(0 0 0 / 0.35); }
h1 { margin: 0 0 0.25rem; font-size: 1.5rem; }
.client { margin: 0 0 1.5rem; color: #b4bac3; }
form { display: grid; gap: 0.4rem; }
label { font-weight: 600; font-size: 0.9rem; }
input { font: inherit; padding: 0.6rem 0.7rem; margin-bottom: 0.6rem; border-radius: 8px;
  border: 1px solid #4a505c; background: #16181d; color: inherit; }
button { font: inherit; font-weight: 600; padding: 0.65rem; margin-top: 0.4rem; border: 0; border-radius: 8px;
  background: #2563eb; color: #fff; cursor: pointer; }
button:hover { background: #1d4ed8; }
input:focus-visible, button:focus-visible { outline: 2px solid #93c5fd; outline-offset: 2px; }
.alert { margin: 0 0 1rem; padding: 0.6rem 0.75rem; border-radius: 8px; background: #3a1d22;
  border: 1px solid #8a3441; color: #ffdde1; }
.note { margin-top: 1.5rem; padding-top: 1rem; border-top: 1px solid #2f333c; font-size: 0.85rem; color: #b4bac3; }
.note p { margin: 0; }
.note ul { margin: 0.5rem 0 0; padding-left: 1.2rem; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; color: #e6e8eb; }
`;

// The one inline style is allowed by its hash, so the policy needs no 'unsafe-inline'.
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/**
 * The policy of every page this provider renders: nothing but the inline style. form-action must also
 * name the sites the sign-in redirects to: Chromium checks it on every redirect after the form's POST
 * (the provider's, then the site's callback), not only on the form's own target.
 */
export const contentSecurityPolicy = (formActionOrigins: readonly string[]): string =>
  [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `form-action 'self' ${[...new Set(formActionOrigins)].join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

export interface ListedUser {
  username: string;
  name: string;
  roles: readonly string[];
  /** Shown only while it is the published default; an override stays secret. */
  publishedPassword?: string | undefined;
}

export interface LoginPage {
  /** Where the form posts. */
  action: string;
  clientName: string;
  /** Kept after a failed attempt, so only the password is typed again. */
  username?: string | undefined;
  /** Why the last attempt was refused. */
  alert?: string | undefined;
  users: readonly ListedUser[];
}

const userLine = (user: ListedUser): string => {
  const roles = user.roles.length ? `, role ${user.roles.map(escapeHtml).join(', ')}` : '';
  const password = user.publishedPassword
    ? `, password <code>${escapeHtml(user.publishedPassword)}</code>`
    : ', password set by the environment';
  return `<li><code>${escapeHtml(user.username)}</code> (${escapeHtml(user.name)}${roles})${password}</li>`;
};

export const loginPage = (form: LoginPage): string => {
  const username = form.username ?? '';
  const describedBy = form.alert ? ' aria-describedby="sign-in-alert"' : '';
  // Focus goes where the typing continues: the password when the username was kept.
  const focusUsername = username ? '' : ' autofocus';
  const focusPassword = username ? ' autofocus' : '';
  return page(
    'Sign in · FUT companion development provider',
    `<h1>Sign in</h1>
<p class="client">to ${escapeHtml(form.clientName)}</p>
${form.alert ? `<p class="alert" id="sign-in-alert" role="alert">${escapeHtml(form.alert)}</p>` : ''}
<form method="post" action="${escapeHtml(form.action)}">
<label for="username">Username</label>
<input id="username" name="username" type="text" value="${escapeHtml(username)}" autocomplete="username" autocapitalize="none" spellcheck="false" required${focusUsername}${describedBy}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${focusPassword}${describedBy}>
<button type="submit">Sign in</button>
</form>
<section class="note" aria-label="About this provider">
<p>This is the platform's development sign-in provider, for one machine and tests. Its users:</p>
<ul>
${form.users.map(userLine).join('\n')}
</ul>
</section>`,
  );
};

/** A page that only explains what went wrong, and what to do about it. */
export const messagePage = (heading: string, message: string): string =>
  page(
    `${heading} · FUT companion development provider`,
    `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(message)}</p>`,
  );
