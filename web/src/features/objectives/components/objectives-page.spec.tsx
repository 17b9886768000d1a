import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ObjectiveGroup, ObjectiveGroupSummary } from '@futgg/contracts';
import { renderApp, type FakeRoute } from '../../../testing/render';

jest.setTimeout(30_000);

const summary = (id: number, slug: string, name: string, isCampaign = false): ObjectiveGroupSummary => ({
  id,
  slug,
  name,
  description: `${name} objectives`,
  categorySlug: isCampaign ? 'campaign' : 'weekly',
  isCampaign,
  startsAt: '2026-11-20T18:00:00.000Z',
  endsAt: null,
  isExpired: false,
  objectiveCount: 1,
  rewards: [{ type: 'coins', amount: 5000 }],
});
const group = (base: ObjectiveGroupSummary): ObjectiveGroup => ({
  ...base,
  objectives: [
    {
      id: base.id * 10,
      groupId: base.id,
      name: 'Score with Premier League players',
      description: 'Own 3 Premier League cards',
      order: 1,
      target: 3,
      filter: { leagueEaId: 13 },
      rewards: [{ type: 'pack', name: 'Gold Pack', quantity: 2, untradeable: true }],
    },
  ],
});

const tabs = [
  { id: 1, slug: 'weekly', name: 'Weekly', order: 1, isCampaign: false, groupCount: 1 },
  { id: 2, slug: 'campaign', name: 'Campaign', order: 2, isCampaign: true, groupCount: 1 },
];
const handlers: Record<string, FakeRoute> = {
  '/api/fut/objectives/tabs/': () => ({ body: { data: tabs } }),
  '/api/fut/objectives/groups/': () => ({
    body: { data: [summary(3, 'weekly-ones', 'Weekly Ones')], totalCount: 1 },
  }),
  '/api/fut/objectives/campaign/': () => ({
    body: { data: [group(summary(9, 'milestones', 'Milestones', true))] },
  }),
  '/api/fut/objectives/groups/weekly-ones/': () => ({
    body: { data: group(summary(3, 'weekly-ones', 'Weekly Ones')) },
  }),
  '/api/fut/objectives/groups/group/3/': () => ({
    body: { data: group(summary(3, 'weekly-ones', 'Weekly Ones')) },
  }),
};

describe('objectives pages', () => {
  it('shows the first tab’s groups, then the campaign tab’s groups with their objectives', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/objectives/', handlers);
    const groups = await screen.findByRole('list', { name: 'Objective groups' });
    expect(within(groups).getByRole('link', { name: 'Weekly Ones' }).getAttribute('href')).toBe(
      '/objectives/weekly-ones/',
    );
    expect(
      requests
        .find((url) => url.pathname === '/api/fut/objectives/groups/')!
        .searchParams.get('category_slug'),
    ).toBe('weekly');
    await user.click(screen.getByRole('link', { name: 'Campaign' }));
    const milestones = await screen.findByRole('region', { name: 'Milestones' });
    expect(within(milestones).getByText('Score with Premier League players')).toBeTruthy();
  });

  it('shows a group by slug or id with its objectives and rewards', async () => {
    const { unmount } = renderApp('/objectives/weekly-ones/', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Ones' })).toBeTruthy();
    expect(screen.getByText(/2 × Gold Pack/)).toBeTruthy();
    expect(screen.getByText(/Reward: 5,000 coins/)).toBeTruthy();
    unmount();
    renderApp('/objectives/3/', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Ones' })).toBeTruthy();
  });

  it('shows the empty, missing and failed states', async () => {
    const first = renderApp('/objectives/', { '/api/fut/objectives/tabs/': () => ({ body: { data: [] } }) });
    expect(await screen.findByText('No objectives yet.')).toBeTruthy();
    first.unmount();
    const second = renderApp('/objectives/nope/', handlers);
    expect(await screen.findByText('There are no such objectives.')).toBeTruthy();
    second.unmount();
    renderApp('/objectives/', { '/api/fut/objectives/tabs/': () => ({ status: 503, body: {} }) });
    expect(await screen.findByText('The objectives could not be loaded.')).toBeTruthy();
  });
});
