import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpgradeHubItem } from '@futgg/contracts';
import { renderApp, type FakeRoute } from '../../../testing/render';

jest.setTimeout(30_000);

const item = (
  group: UpgradeHubItem['group'],
  kind: UpgradeHubItem['kind'],
  id: string,
  name: string,
  url: string,
): UpgradeHubItem => ({
  group,
  kind,
  entityId: id,
  name,
  url,
  imageUrl: null,
  rating: null,
  program: null,
  addedAt: '2026-11-27T18:00:00.000Z',
});
const groups = [
  { group: 'player-sbcs', count: 1 },
  { group: 'evolutions', count: 1 },
  { group: 'upgrade-sbcs', count: 0 },
  { group: 'objectives', count: 0 },
];
const handlers: Record<string, FakeRoute> = {
  '/api/fut/upgrade-hub/26/': (url) => ({
    body: {
      data:
        url.searchParams.get('group') === 'evolutions'
          ? [item('evolutions', 'evolution', '5', 'Winger Masterclass', '/evolutions/5/')]
          : [
              item('player-sbcs', 'sbc', '7', 'Marquee Matchups', '/sbc/7/'),
              item('evolutions', 'evolution', '5', 'Winger Masterclass', '/evolutions/5/'),
            ],
      totalCount: 2,
      groups,
    },
  }),
};

describe('upgrade hub', () => {
  it('lists the upgrades by group with each group’s count, and filters by group', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/upgrade-hub/', handlers);
    const sbcs = await screen.findByRole('region', { name: 'Player SBCs' });
    expect(within(sbcs).getByRole('link', { name: 'Marquee Matchups' }).getAttribute('href')).toBe('/sbc/7/');
    expect(screen.getByRole('region', { name: 'Evolutions' })).toBeTruthy();
    const chips = screen.getByRole('navigation', { name: 'Upgrade groups' });
    expect(within(chips).getByRole('link', { name: /Player SBCs/ }).textContent).toBe('Player SBCs 1');
    await user.click(within(chips).getByRole('link', { name: /Evolutions/ }));
    await screen.findByRole('link', { name: 'Winger Masterclass' });
    expect(screen.queryByRole('region', { name: 'Player SBCs' })).toBeNull();
    expect(requests.at(-1)!.searchParams.get('group')).toBe('evolutions');
  });

  it('shows the empty and failed states', async () => {
    const first = renderApp('/upgrade-hub/', {
      '/api/fut/upgrade-hub/26/': () => ({ body: { data: [], totalCount: 0, groups: [] } }),
    });
    expect(await screen.findByText('No upgrades are live right now.')).toBeTruthy();
    first.unmount();
    renderApp('/upgrade-hub/', { '/api/fut/upgrade-hub/26/': () => ({ status: 500, body: {} }) });
    expect(await screen.findByText('The upgrade hub could not be loaded.')).toBeTruthy();
  });
});
