import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { testApi, testQueryClient } from '../testing/render';
import { mountWidgets } from './mount-widgets';
import { readCounter, readSquadBuilder } from './read-inputs';

let roots: Root[] = [];
const mount = async (html: string) => {
  document.body.innerHTML = html;
  const { api, requests } = testApi({ '/api/views/track/': () => ({ status: 202, body: {} }) });
  await act(async () => {
    roots = await mountWidgets(document, { api, queryClient: testQueryClient() });
  });
  return requests;
};

describe('mountWidgets', () => {
  let logged: jest.SpiedFunction<typeof console.error>;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => roots.forEach((root) => root.unmount()));
    roots = [];
    logged.mockRestore();
  });

  it('mounts only where a marker exists', async () => {
    await mount('<p>No markers here</p>');
    expect(roots).toHaveLength(0);
    expect(document.body.textContent).toBe('No markers here');
  });

  it("shows 'ERROR: Missing Event GUID' for a squad builder without an event guid", async () => {
    await mount('<div data-widget="squad-builder" data-game-slug="fc26"></div>');
    expect(screen.getByRole('alert').textContent).toBe('ERROR: Missing Event GUID');
  });

  it("shows 'ERROR: Missing Event UUID or Squad UUID' for social, subs and broadcast views without both ids", async () => {
    await mount(
      ['social-image-squad', 'subs-render', 'broadcast']
        .map((name) => `<div data-widget="${name}" data-event-uuid="e1"></div>`)
        .join(''),
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
      Array(3).fill('ERROR: Missing Event UUID or Squad UUID'),
    );
  });

  it("logs 'Missing entity or content type' and shows nothing for comments without ids; with them, the heading 'Comments' and a placeholder", async () => {
    await mount(
      '<div id="a" data-widget="comments" data-content-type-id="12"></div><div id="b" data-widget="comments" data-content-type-id="12" data-entity-id="5"></div>',
    );
    expect(logged).toHaveBeenCalledWith('Missing entity or content type');
    expect(document.getElementById('a')!.textContent).toBe('');
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeTruthy();
  });

  it("logs 'Missing contentTypeId' or 'Missing entityId' for counters, skipping invalid ids", async () => {
    await mount(
      '<span data-widget="comment-count" data-entity-id="5"></span><span data-widget="view-count" data-content-type-id="12" data-entity-id="x"></span>',
    );
    expect(logged.mock.calls.map((call) => call[0])).toEqual(
      expect.arrayContaining(['Missing contentTypeId', 'Missing entityId']),
    );
    expect(roots).toHaveLength(0);
  });

  it('logs the missing event id of the ruleset manager and shows nothing', async () => {
    await mount('<div data-widget="ruleset-manager"></div>');
    expect(logged).toHaveBeenCalledWith('Ruleset manager: missing eventId');
    expect(roots).toHaveLength(0);
  });

  it('tracks one view per element with both ids and skips (logging) an element with an invalid id', async () => {
    const requests = await mount(
      '<article data-track-view data-content-type-id="12" data-entity-id="7"></article><article data-track-view data-content-type-id="12" data-entity-id="7.5"></article>',
    );
    await waitFor(() =>
      expect(requests.filter((url) => url.pathname === '/api/views/track/')).toHaveLength(1),
    );
    expect(logged).toHaveBeenCalledWith('Missing entityId');
  });

  it("mounts the user menu and the mobile menu's account part, a visitor's Sign in coming back to the page", async () => {
    window.history.replaceState(null, '', '/news/some-article/?page=2');
    const requests = await mount(
      '<header><div data-widget="global-navigation-mobile"></div><div data-widget="user-menu"></div></header>',
    );
    const signIn = await screen.findAllByRole('link', { name: 'Sign in', hidden: true });
    expect(signIn.map((link) => link.getAttribute('href'))).toEqual(
      Array(2).fill('/api/identity/login/?next=%2Fnews%2Fsome-article%2F%3Fpage%3D2'),
    );
    // One identity request for the page, however many widgets show the reader.
    expect(requests.filter((url) => url.pathname === '/api/identity/')).toHaveLength(1);
    window.history.replaceState(null, '', '/');
  });

  it('prefills the global search from the input the page rendered', async () => {
    await mount('<div data-widget="global-search" data-placeholder="Find a card"><input value="mbap"></div>');
    expect(screen.getByText('Hit "/" to open search')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: /Search/ }).click());
    expect(((await screen.findByRole('searchbox')) as HTMLInputElement).value).toBe('mbap');
  });
});

describe('read-inputs', () => {
  it("treats only 'True' as true and only 'False' as false, and falls back to the default game slug", () => {
    expect(
      readSquadBuilder({
        eventGuid: 'g',
        isReadOnly: 'true',
        isCurrent: 'True',
        useMobileCompactDefault: 'false',
      }),
    ).toEqual({
      kind: 'mount',
      inputs: {
        eventGuid: 'g',
        gameSlug: 'fc26',
        isReadOnly: false,
        isCurrent: true,
        useMobileCompactDefault: true,
        squadId: null,
      },
    });
    expect(readSquadBuilder({ eventGuid: 'g', useMobileCompactDefault: 'False' })).toMatchObject({
      inputs: { useMobileCompactDefault: false },
    });
  });

  it('parses ids as numbers', () => {
    expect(readCounter({ entityId: '42', contentTypeId: ' 7 ', skeletonSize: 'large' })).toMatchObject({
      kind: 'mount',
      inputs: { entityId: 42, contentTypeId: 7, skeletonSize: 'large', showIcon: true },
    });
  });
});
