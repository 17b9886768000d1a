// Writes the page's Content-Security-Policy into index.html as a <meta>, with the hashes of the inline
// scripts the build put there (the early requests). That file is what NGINX serves when the renderer is
// down, and what every page is without a renderer: the static shell then runs its own scripts and
// nothing injected, as a rendered page does with the renderer's header.
import type { Plugin } from 'vite';
import { metaContentSecurityPolicy, POLICY_META } from './src/server/content-security-policy.ts';

export const pagePolicyPlugin = (): Plugin => ({
  name: 'futgg-page-policy',
  // Vite's dev server injects its own inline client; the dev page goes without.
  apply: 'build',
  transformIndexHtml: {
    // After the early-requests plugin (it is listed first): the policy must hash the final scripts.
    order: 'post',
    handler(html) {
      const charset = /<meta charset[^>]*>/i;
      if (!charset.test(html)) throw new Error('index.html has no <meta charset>: the policy goes after it');
      if (POLICY_META.test(html)) throw new Error('index.html already carries a Content-Security-Policy');
      const meta = `<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy(html)}" />`;
      // A <meta> policy covers only what follows it: ahead of every script.
      return html.replace(charset, (tag) => `${tag}\n    ${meta}`);
    },
  },
});
