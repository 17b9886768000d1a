import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { coreDataFixture } from '../../../testing/fixtures';
import { evolutionCountsFixture, evolutionFixture, hoursFromNow } from '../../../testing/evolution-fixtures';
import { renderApp, type FakeRoute } from '../../../testing/render';

const running = [
  evolutionFixture(5),
  evolutionFixture(6, {
    name: 'Last Call',
    endTime: hoursFromNow(20),
    coinsCost: 15_000,
    requirements: { minOverall: 75, maxOverall: 82, positions: [50] },
  }),
];
const ended = [
  evolutionFixture(2, {
    name: 'Old Times',
    endTime: '2026-09-22T11:00:00.000Z',
    isActive: false,
    pointsCost: 200,
  }),
];

const listRoute: FakeRoute = (url) => {
  if (url.searchParams.get('only_expired') === '1') return { body: { data: ended, totalCount: 1 } };
  // The service's own listing: running ones ending within 48 hours, soonest first.
  if (url.searchParams.get('expiring_soon') === '1') {
    const soon = running.filter((evolution) => evolution.endTime !== null && evolution.name === 'Last Call');
    return { body: { data: soon, totalCount: soon.length } };
  }
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('page_size') ?? 20);
  if (pageSize === 100) return { body: { data: running, totalCount: 2 } };
  // Page 2 of a long list of running evolutions.
  return page === 1
    ? { body: { data: running, totalCount: 45 } }
    : { body: { data: [evolutionFixture(40, { name: 'Second Page' })], totalCount: 45 } };
};

const handlers: Record<string, FakeRoute> = {
  '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
  '/api/fut/evolutions/counts/': () => ({ body: { data: evolutionCountsFixture() } }),
  '/api/fut/evolutions/all/': listRoute,
};

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('evolutions list', () => {
  it('opens on the Active tab with every tab counted from /counts/', async () => {
    renderApp('/evolutions/', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Evolutions' })).toBeTruthy();
    expect((await screen.findByRole('tab', { name: 'Active (31)' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Expiring soon (4)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Expired (38)' })).toBeTruthy();
  });

  it('words each row: levels, key upgrades, requirements, cost and time left, linking to the evolution', async () => {
    renderApp('/evolutions/', handlers);
    const link = await screen.findByRole('link', { name: 'Evolution 5' });
    expect(link.getAttribute('href')).toBe('/evolutions/5/');
    const row = within(rowOf('Evolution 5'));
    expect(row.getByText('2 levels · Once per club')).toBeTruthy();
    const upgrades = row.getByRole('list', { name: 'Upgrades of Evolution 5' });
    expect(
      within(upgrades)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['+3 PAC', '+1 WF', 'PS+ Rapid']);
    expect(row.getByText('≤ 84 OVR, Premier League')).toBeTruthy();
    expect(row.getByText('Free')).toBeTruthy();
    expect(row.getByText('ends in 3 d 4 h')).toBeTruthy();
    const other = within(rowOf('Last Call'));
    expect(other.getByText('75–82 OVR, any defender')).toBeTruthy();
    expect(other.getByText('15,000 coins')).toBeTruthy();
    expect(other.getByText('ends in 20 h')).toBeTruthy();
  });

  it('pages through the running evolutions, the page in the address', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderApp('/evolutions/', handlers);
    await screen.findByRole('link', { name: 'Evolution 5' });
    const pager = screen.getByRole('navigation', { name: 'Active evolutions pages' });
    expect(pager.textContent).toContain('1–20 of 45');
    await user.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Second Page' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    const asked = requests.filter((url) => url.pathname === '/api/fut/evolutions/all/').at(-1)!;
    expect(asked.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('navigation', { name: 'Active evolutions pages' }).textContent).toContain(
      '21–40 of 45 · page 2 of 3',
    );
  });

  it("lists the service's evolutions ending within 48 hours under Expiring soon", async () => {
    const user = userEvent.setup();
    const { router, requests } = renderApp('/evolutions/', handlers);
    await screen.findByRole('link', { name: 'Evolution 5' });
    await user.click(screen.getByRole('tab', { name: /Expiring soon/ }));
    expect(await screen.findByRole('link', { name: 'Last Call' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Evolution 5' })).toBeNull();
    expect(router.state.location.search).toBe('?tab=expiring');
    expect(requests.some((url) => url.searchParams.get('expiring_soon') === '1')).toBe(true);
  });

  it('asks for the ended evolutions on the Expired tab and shows the day each ended', async () => {
    const { requests } = renderApp('/evolutions/?tab=expired', handlers);
    expect(await screen.findByRole('link', { name: 'Old Times' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Expired (38)' }).getAttribute('aria-selected')).toBe('true');
    const row = within(rowOf('Old Times'));
    expect(row.getByText('ended 22 September 2026')).toBeTruthy();
    expect(row.getByText('200 FC Points')).toBeTruthy();
    const asked = requests.find((url) => url.pathname === '/api/fut/evolutions/all/')!;
    expect(asked.searchParams.get('only_expired')).toBe('1');
  });

  it('says so when no evolution is running, and offers a retry when the list fails', async () => {
    const user = userEvent.setup();
    let fails = true;
    renderApp('/evolutions/', {
      ...handlers,
      '/api/fut/evolutions/all/': () =>
        fails
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }
          : { body: { data: [], totalCount: 0 } },
    });
    expect(await screen.findByText('The evolutions could not be loaded.')).toBeTruthy();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No evolution is running right now.')).toBeTruthy());
  });
});
