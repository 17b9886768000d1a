import { createHash } from 'node:crypto';
import {
  inlineScriptSources,
  metaContentSecurityPolicy,
  pageContentSecurityPolicy,
} from './content-security-policy';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('pageContentSecurityPolicy', () => {
  const shell = [
    '<script type="module">load(1)</script>',
    '<script>window.early = 1</script>',
    '<script type="module" src="/assets/main.js"></script>',
    '<script type="application/json" id="state">{"a":1}</script>',
  ].join('');

  it('hashes the inline scripts that run, not files or data blocks', () => {
    expect(inlineScriptSources(shell)).toEqual([sha('load(1)'), sha('window.early = 1')]);
  });

  it('allows this origin and exactly those inline scripts, each once across shells', () => {
    const policy = pageContentSecurityPolicy(shell, '<script>window.early = 1</script>');
    expect(policy).toContain(`script-src 'self' ${sha('load(1)')} ${sha('window.early = 1')};`);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    // Avatars are the OpenID provider's https pictures.
    expect(policy).toContain("img-src 'self' data: https:;");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('metaContentSecurityPolicy', () => {
  it('is the page policy without frame-ancestors, which a <meta> cannot carry', () => {
    const html = '<script>window.early = 1</script>';
    const meta = metaContentSecurityPolicy(html);
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).toContain(`script-src 'self' ${sha('window.early = 1')};`);
    expect(meta.split('; ')).toHaveLength(pageContentSecurityPolicy(html).split('; ').length - 1);
    expect(meta).not.toContain('"');
  });
});
