import { inlineScriptHashes } from './static-web.js';

describe('inlineScriptHashes', () => {
  it('gives the CSP source of each inline script, by the SHA-256 of its exact text', () => {
    // Reference values: `echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64`.
    const html =
      '<head><script>alert(1)</script></head><body><script type="text/javascript">(function(){})()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      "'sha256-LG8MLlRLJqaeS84HDT6rhkfK9ckncOJZbBTNKOGqPwU='",
    ]);
  });

  it('leaves out scripts loaded from a file and empty ones', () => {
    const html = '<script type="module" crossorigin src="/assets/index.js"></script><script> </script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
