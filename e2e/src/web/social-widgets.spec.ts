// The social pieces in Chromium on the real stack (NGINX with the page renderer, gateway, identity with
// the development provider, catalog, pricing and social): alice signs in on a player page, the page
// tracks its view, she comments (hostile markup stripped), votes on the card and on her comment and sets
// a price alert, and all of it is there after a reload. Then the widgets bundle on a host page with its
// own h2, button and p styles: they keep their computed styles once the widgets have mounted, and every
// rule of widgets.css is confined to the markers.
/// <reference lib="dom" />
import type { PlayerItem } from '@futgg/contracts';
import { seriousViolations } from './axe.js';
import { isMissingResourceLog, startWebStack, type WebStack } from './web-stack.js';

const HOST_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Host page</title>
  <style>
    body { background: #ffffff; color: #222222; font: 16px Georgia, serif; margin: 24px; }
    h2 { color: #8b0000; font-size: 30px; margin: 11px 0; text-transform: uppercase; }
    button { background: #ffd700; color: #000080; padding: 7px 13px; border: 3px dotted #000080; font-size: 19px; border-radius: 0; }
    p { color: #006400; line-height: 2; margin: 9px 0; }
    a { color: #ff00ff; }
  </style>
  WIDGETS
</head>
<body>
  <h2 id="host-h2">Host heading</h2>
  <p id="host-p">Host paragraph with <a id="host-a" href="#">a link</a>.</p>
  <button id="host-button" type="button">Host button</button>
  <div data-widget="comments" data-content-type-id="1" data-entity-id="ENTITY"></div>
  <span data-widget="comment-count" data-content-type-id="1" data-entity-id="ENTITY"></span>
  <span data-widget="view-count" data-content-type-id="1" data-entity-id="ENTITY"></span>
</body>
</html>`;
const WIDGET_TAGS =
  '<link rel="stylesheet" href="/widgets/widgets.css"><script type="module" src="/widgets/widgets.js"></script>';
const HOST_ELEMENTS = ['#host-h2', '#host-p', '#host-a', '#host-button', 'body'];
const STYLE_PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'line-height',
  'margin-top',
  'padding-left',
  'border-top-style',
  'border-top-width',
  'border-radius',
  'text-transform',
];

describe('the social pieces in Chromium, on the real stack', () => {
  let stack: WebStack;
  let card: PlayerItem;
  const page = () => stack.browser.page;
  const playerUrl = () => `${stack.url}/26/players/${card.eaId}/`;

  beforeAll(async () => {
    stack = await startWebStack({
      label: 'web_social_widgets',
      seed: 47,
      players: 120,
      withIdentity: true,
      withSocial: true,
    });
    card = (await stack.api<PlayerItem[]>('/api/fut/26/player-items/?sort=-overall&page_size=1'))[0]!;
  }, 180_000);

  afterAll(() => stack?.stop());

  it('lets alice comment on a player page, vote and set a price alert; the page tracks its view', async () => {
    const tracked = page().waitForResponse(
      (response) => response.url().endsWith('/api/views/track/') && response.request().method() === 'POST',
    );
    await page().goto(playerUrl());
    expect((await tracked).status()).toBe(202);
    const comments = page().locator('#comments');
    await comments.getByRole('heading', { name: 'Comments' }).waitFor();
    await comments.getByRole('link', { name: 'Sign in to comment' }).waitFor();

    await page().getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page().getByLabel('Username').fill('alice');
    await page().getByLabel('Password').fill('alice-dev');
    await page().getByRole('button', { name: 'Sign in' }).click();
    await page().waitForURL(playerUrl());

    // A comment, with markup the service strips and the page would strip again.
    const box = comments.getByRole('textbox', { name: 'Add a comment' });
    await box.fill('Cracking card, <b>pace</b> for days<script>window.hacked = 1</script>');
    await comments.getByRole('button', { name: 'Post comment' }).click();
    const mine = comments.getByRole('article', { name: 'Comment by Alice' }).first();
    await mine.getByText('pace').waitFor();
    expect(await mine.locator('.comment__content b').textContent()).toBe('pace');
    expect(await mine.locator('script').count()).toBe(0);
    expect(await page().evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

    // Votes: on the card and on her comment; the pressed state and counts come back from the service.
    const upCard = page().getByRole('button', { name: /^Upvote\sthis\scard\b/ });
    await upCard.click();
    await page().waitForFunction(
      () =>
        document
          .querySelector('[aria-label="Votes on this card"] .votes__button--up')
          ?.getAttribute('aria-pressed') === 'true',
    );
    expect(await upCard.locator('.votes__count').textContent()).toBe('1');
    const downComment = mine.getByRole('button', { name: /^Downvote\sthis\scomment\b/ });
    await downComment.click();
    await page().waitForFunction(
      () =>
        document
          .querySelector('[aria-label="Votes on this comment"] .votes__button--down')
          ?.getAttribute('aria-pressed') === 'true',
    );

    // A price alert on PC.
    const price = page().locator('#price');
    await price.getByRole('combobox', { name: 'Direction' }).selectOption('over');
    await price.getByRole('textbox', { name: 'Price in coins' }).fill('14,000,000');
    await price.getByRole('combobox', { name: 'Market' }).selectOption('pc');
    await price.getByRole('button', { name: 'Set alert' }).click();
    await price.getByText('PC: over 14,000,000 coins').waitFor();

    // All of it is the service's, not the page's: a reload shows the same.
    await page().reload();
    await comments.getByRole('article', { name: 'Comment by Alice' }).first().getByText('pace').waitFor();
    await page().waitForFunction(
      () =>
        document
          .querySelector('[aria-label="Votes on this card"] .votes__button--up')
          ?.getAttribute('aria-pressed') === 'true' &&
        document
          .querySelector('[aria-label="Votes on this comment"] .votes__button--down')
          ?.getAttribute('aria-pressed') === 'true',
    );
    await price.getByText('PC: over 14,000,000 coins').waitFor();
    await comments.scrollIntoViewIfNeeded();
    await page().screenshot({ path: '/tmp/social-player-comments.png' });
    await price.scrollIntoViewIfNeeded();
    await page().screenshot({ path: '/tmp/social-player-price-alerts.png' });
    await page().screenshot({ path: '/tmp/social-player-full.png', fullPage: true });

    // Reply, edit and delete her own comment: the deleted comment keeps its place and its reply.
    await mine.getByRole('button', { name: 'Reply' }).click();
    await mine.getByRole('textbox', { name: 'Reply to Alice' }).fill('Replying to myself');
    await mine.getByRole('button', { name: 'Post reply' }).click();
    await comments.getByRole('list', { name: 'Replies' }).getByText('Replying to myself').waitFor();
    await mine.getByRole('button', { name: 'Delete' }).first().click();
    await mine.getByRole('button', { name: 'Yes, delete' }).click();
    const deleted = comments.getByRole('article', { name: 'Deleted comment' });
    await deleted.getByText('[deleted]').waitFor();
    await comments.getByRole('list', { name: 'Replies' }).getByText('Replying to myself').waitFor();
    await page().screenshot({ path: '/tmp/social-player-deleted.png' });

    expect(await seriousViolations(page())).toEqual([]);
    expect(stack.browser.errors.filter((message) => !isMissingResourceLog(message))).toEqual([]);
  }, 120_000);

  it("leaves the host page's own h2, p, a, button and body styles as they were once the widgets mount", async () => {
    const host = HOST_PAGE.replaceAll('ENTITY', String(card.eaId));
    const styles = () =>
      page().evaluate(
        ([selectors, properties]) =>
          selectors.map((selector) => {
            const style = getComputedStyle(document.querySelector(selector)!);
            return [selector, ...properties.map((property) => style.getPropertyValue(property))].join(' | ');
          }),
        [HOST_ELEMENTS, STYLE_PROPERTIES] as const,
      );
    await page().route('**/widgets/host-without-widgets.html', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: host.replace('WIDGETS', ''),
      }),
    );
    await page().route('**/widgets/host-with-widgets.html', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: host.replace('WIDGETS', WIDGET_TAGS),
      }),
    );
    await page().goto(`${stack.url}/widgets/host-without-widgets.html`);
    const before = await styles();
    await page().goto(`${stack.url}/widgets/host-with-widgets.html`);
    const marker = page().locator('[data-widget="comments"]');
    await marker.getByRole('heading', { name: 'Comments' }).waitFor();
    await marker.getByRole('article').first().waitFor();
    await page().locator('[data-widget="view-count"] .counter__value').waitFor();
    expect(await styles()).toEqual(before);
    // The widgets get the theme: its palette is defined on each marker, not on the host's :root.
    expect(
      await marker.evaluate((element) => getComputedStyle(element).getPropertyValue('--accent').trim()),
    ).not.toBe('');
    expect(
      await page().evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent')),
    ).toBe('');
    // Every rule of the bundle's stylesheet is confined to the markers (keyframes aside).
    const unscoped = await page().evaluate(() => {
      const sheet = Array.from(document.styleSheets).find((candidate) =>
        candidate.href?.endsWith('/widgets/widgets.css'),
      )!;
      const found: string[] = [];
      const walk = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) {
            for (const selector of rule.selectorText.split(','))
              if (!selector.trim().startsWith('[data-widget]')) found.push(selector.trim());
          } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) walk(rule.cssRules);
        }
      };
      walk(sheet.cssRules);
      return { found, count: sheet.cssRules.length };
    });
    // Inline counters sit in the host's text without the theme's dark background.
    expect(
      await page()
        .locator('[data-widget="view-count"]')
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe('rgba(0, 0, 0, 0)');
    expect(unscoped.count).toBeGreaterThan(100);
    expect(unscoped.found).toEqual([]);
    await page().screenshot({ path: '/tmp/social-host-page.png', fullPage: true });
  }, 60_000);
});
