// Issue 21's browser test, in Chromium through NGINX, the gateway and the social service with identity's
// development provider: alice comments on a player page, bob replies, alice sees the reply's
// notification in the header's menu, then alice and bob exchange two messages on the messages page,
// each arriving in the other's open conversation without a reload (the live stream). Screens of the
// notifications menu and the messages page go to /tmp/social-shots/.
/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { PlayerItem } from '@futgg/contracts';
import { startSocialStack, type SocialStack } from '../social-stack.js';
import { DEV_PASSWORDS } from '../evolutions-stack.js';
import {
  assertWebBuilt,
  launchBrowser,
  startWebServer,
  type RunningBrowser,
  type RunningWebServer,
} from './browser.js';
import { seriousViolations } from './axe.js';
import { isMissingResourceLog } from './web-stack.js';

const SHOTS = '/tmp/social-shots';

const shoot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

describe('comments, notifications and direct messages in Chromium, two users, on the real stack', () => {
  let stack: SocialStack;
  let web: RunningWebServer;
  let alice: RunningBrowser;
  let bob: RunningBrowser;
  let playerPath: string;

  beforeAll(async () => {
    assertWebBuilt();
    stack = await startSocialStack('web_social', 120);
    web = await startWebServer(stack.stack.gateway.port);
    alice = await launchBrowser();
    bob = await launchBrowser();
    const players = await fetch(`${stack.url}/api/fut/26/player-items/?sort=-overall`);
    const card = ((await players.json()) as { data: PlayerItem[] }).data[0]!;
    playerPath = `/26/players/${card.eaId}/`;
  }, 240_000);

  afterAll(async () => {
    await alice?.close();
    await bob?.close();
    await web?.stop();
    await stack?.stop();
  }, 60_000);

  /**
   * Signs in through the provider's form from `path`. The stack's identity knows the gateway's address as
   * the site's, so the provider sends the browser back there; the session cookie (host 127.0.0.1, any
   * port) then serves the NGINX pages, which the test opens again.
   */
  const signIn = async (page: Page, username: 'alice' | 'bob', path: string) => {
    await page.goto(`${web.url}${path}`);
    await page.locator('header.site-header').getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(DEV_PASSWORDS[username]!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === path);
    await page.goto(`${web.url}${path}`);
    const name = username === 'alice' ? /Account menu for Alice/ : /Account menu for Bob/;
    await page.locator('header.site-header').getByRole('button', { name }).waitFor();
  };

  const header = (page: Page) => page.locator('header.site-header');
  const conversation = (page: Page) => page.getByRole('list', { name: 'Messages' });

  it('alice comments, bob replies, alice is notified, and they exchange messages live', async () => {
    const a = alice.page;
    const b = bob.page;

    // A visitor sees neither the Messages link nor the bell.
    await a.goto(`${web.url}${playerPath}`);
    await header(a).getByRole('link', { name: 'Sign in' }).waitFor();
    expect(
      await header(a)
        .getByRole('button', { name: /^Notifications/ })
        .count(),
    ).toBe(0);
    expect(
      await header(a)
        .getByRole('link', { name: /^Messages/ })
        .count(),
    ).toBe(0);

    // alice comments on the player.
    await signIn(a, 'alice', playerPath);
    await a.getByRole('textbox', { name: 'Add a comment' }).fill('Best striker in the game?');
    await a.getByRole('button', { name: 'Post comment' }).click();
    await a
      .getByRole('article', { name: /Comment by Alice/ })
      .getByText('Best striker in the game?')
      .waitFor();
    await header(a).getByRole('button', { name: 'Notifications' }).waitFor();

    // bob replies to it.
    await signIn(b, 'bob', playerPath);
    const alicesComment = b.getByRole('article', { name: /Comment by Alice/ });
    await alicesComment.getByRole('button', { name: 'Reply' }).click();
    await b.getByRole('textbox', { name: /Reply to Alice/ }).fill('His pace says yes.');
    await b.getByRole('button', { name: 'Post reply' }).click();
    await b.getByText('His pace says yes.').waitFor();

    // alice's bell shows it on its next poll (every 30 s, or when her window gets focus).
    const bell = header(a).getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor({ timeout: 45_000 });
    await bell.click();
    const menu = a.getByRole('region', { name: 'Notifications' });
    const reply = menu.getByRole('listitem').filter({ hasText: /Bob/ });
    await reply.waitFor();
    expect(await reply.textContent()).toMatch(/repl/i);
    await shoot(a, '01-notifications-menu');
    expect(await seriousViolations(a)).toEqual([]);
    await menu.getByRole('button', { name: /^Mark read:/ }).click();
    await header(a).getByRole('button', { name: 'Notifications' }).waitFor();

    // alice starts a conversation with bob from the messages page.
    await a.keyboard.press('Escape');
    await header(a).getByRole('link', { name: 'Messages' }).click();
    await a.waitForURL(`${web.url}/messages/`);
    await a.getByRole('button', { name: 'New conversation' }).click();
    const form = a.getByRole('form', { name: 'New conversation' });
    await form.getByRole('searchbox', { name: 'Add people' }).fill('bob');
    await form.getByRole('button', { name: /@bob$/ }).click();
    await form.getByRole('textbox', { name: 'Title (optional)' }).fill('Trade talk');
    await form.getByRole('button', { name: 'Start conversation' }).click();
    await a.waitForURL(/\/messages\/\?conversation=\d+$/);
    await a.getByRole('heading', { level: 2, name: 'Trade talk' }).waitFor();
    const id = Number(new URL(a.url()).searchParams.get('conversation'));

    // bob opens it (a page loaded once: from here on nobody reloads).
    await b.goto(`${web.url}/messages/`);
    await b
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /Trade talk/ })
      .click();
    await b.getByRole('heading', { level: 2, name: 'Trade talk' }).waitFor();
    await b.getByText('No messages yet. Say hello.').waitFor();
    const bobsNavigations: string[] = [];
    b.on('framenavigated', (frame) => frame === b.mainFrame() && bobsNavigations.push(frame.url()));
    const alicesNavigations: string[] = [];
    a.on('framenavigated', (frame) => frame === a.mainFrame() && alicesNavigations.push(frame.url()));

    // Message 1: alice → bob, shown in bob's open conversation as it is sent.
    await a.getByRole('textbox', { name: 'Message' }).fill('Fancy a trade? <b>not bold</b>');
    await a.keyboard.press('Enter');
    await conversation(a).getByText('Fancy a trade? <b>not bold</b>').waitFor();
    await conversation(b).getByText('Fancy a trade? <b>not bold</b>').waitFor({ timeout: 15_000 });
    expect(await conversation(b).locator('b').count()).toBe(0);

    // Message 2: bob → alice, with a second line.
    await b.getByRole('textbox', { name: 'Message' }).fill('Sure.');
    await b.keyboard.press('Shift+Enter');
    await b.keyboard.type('What have you got?');
    await b.keyboard.press('Enter');
    await conversation(b)
      .getByText(/Sure\.\s+What have you got\?/)
      .waitFor();
    await conversation(a)
      .getByText(/Sure\.\s+What have you got\?/)
      .waitFor({ timeout: 15_000 });

    expect(bobsNavigations).toEqual([]);
    expect(alicesNavigations).toEqual([]);
    const texts = async (page: Page) =>
      conversation(page)
        .locator('.message__content')
        .evaluateAll((nodes) => nodes.map((node) => node.textContent));
    expect(await texts(a)).toEqual(['Fancy a trade? <b>not bold</b>', 'Sure.\nWhat have you got?']);
    expect(await texts(b)).toEqual(await texts(a));
    await shoot(a, '02-messages-alice');
    await shoot(b, '03-messages-bob');
    expect(await seriousViolations(a)).toEqual([]);
    // On a phone the open conversation takes the page; its back button leads to the list.
    await b.setViewportSize({ width: 390, height: 844 });
    await shoot(b, '04-messages-bob-phone');
    await b.getByRole('button', { name: 'All conversations' }).click();
    await b.getByRole('list', { name: 'Conversations' }).waitFor();
    await shoot(b, '05-conversations-bob-phone');
    // bob's bell holds alice's message (a direct-message notification); the menu fits a phone.
    await header(b)
      .getByRole('button', { name: /^Notifications, \d+ unread$/ })
      .click();
    await b.getByRole('region', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
    await shoot(b, '06-notifications-menu-bob-phone');
    const box = await b.getByRole('region', { name: 'Notifications' }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    // alice's notifications page: the reply, read, and the settings.
    await a.goto(`${web.url}/notifications/`);
    await a.getByRole('list', { name: 'Notifications' }).getByText(/Bob/).first().waitFor();
    await a.getByRole('checkbox', { name: 'Direct messages' }).waitFor();
    await shoot(a, '07-notifications-page-alice');
    expect(await seriousViolations(a)).toEqual([]);

    // The server has both, in order, for either participant.
    const bobsUser = await stack.signIn('bob');
    const stored = await fetch(`${stack.url}/api/direct-messages/conversations/${id}/messages/`, {
      headers: { authorization: `Bearer ${bobsUser.accessToken}` },
    });
    expect(stored.status).toBe(200);
    const messages = ((await stored.json()) as { data: { content: string }[] }).data;
    expect(messages.map((m) => m.content)).toEqual([
      'Sure.\nWhat have you got?',
      'Fancy a trade? <b>not bold</b>',
    ]);

    const unexpected = (errors: string[]) => errors.filter((error) => !isMissingResourceLog(error));
    expect(unexpected(alice.errors)).toEqual([]);
    expect(unexpected(bob.errors)).toEqual([]);
  }, 240_000);
});
