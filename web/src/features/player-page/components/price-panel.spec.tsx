import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceHistory } from '@futgg/contracts';
import {
  cardPriceFixture,
  coreDataFixture,
  playerItemFixture,
  summaryFixture,
} from '../../../testing/fixtures';
import { renderApp, type FakeRoute } from '../../../testing/render';

const PRICES = '/api/fut/prices/26/';
const HISTORY = '/api/fut/prices/26/1000/';

const historyOf = (url: URL, points: PriceHistory['points']) => ({
  body: {
    data: {
      eaId: 1000,
      priceKey: url.searchParams.get('priceKey'),
      range: url.searchParams.get('range'),
      points,
    },
  },
});

const WEEK: PriceHistory['points'] = [
  ['2026-11-14T12:00:00.000Z', 12750],
  ['2026-11-16T12:00:00.000Z', 12500],
  ['2026-11-18T12:00:00.000Z', 14000],
  ['2026-11-20T12:00:00.000Z', 13250],
];

const handlers: Record<string, FakeRoute> = {
  '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
  '/api/fut/player-items/26-1000/': () => ({ body: { data: playerItemFixture(1000) } }),
  '/api/fut/player-item-definitions/26/1000/other-versions/': () => ({
    body: { data: [summaryFixture(1000)] },
  }),
  [PRICES]: (url) => ({
    body: {
      data:
        url.searchParams.get('priceKey') === 'pc'
          ? [cardPriceFixture(1000, { priceKey: 'pc', price: 15500 })]
          : [cardPriceFixture(1000)],
    },
  }),
  [HISTORY]: (url) => historyOf(url, WEEK),
};

const pricePanel = () => screen.getByRole('region', { name: 'Price' });
const trendItem = (window: string) =>
  within(pricePanel()).getByText(window, { selector: 'dt' }).parentElement!;
const asked = (requests: URL[], path: string) =>
  requests.filter((url) => url.pathname === path).map((url) => url.search);

describe('price panel', () => {
  it('shows the live console price, its trends coloured by direction and where the price comes from', async () => {
    const { requests } = renderApp('/26/players/1000/', handlers);
    expect(
      await within(await screen.findByRole('region', { name: 'Price' })).findByText('13,250'),
    ).toBeTruthy();
    expect(asked(requests, PRICES)).toEqual(['?ids=1000&priceKey=console']);
    expect(trendItem('1h').className).toContain('trend--up');
    expect(within(trendItem('1h')).getByText('+1.5%')).toBeTruthy();
    expect(trendItem('3h').className).toContain('trend--down');
    expect(within(trendItem('3h')).getByText('-2.5%')).toBeTruthy();
    expect(trendItem('6h').className).toContain('trend--flat');
    expect(within(trendItem('Fluctuation')).getByText('2.4%')).toBeTruthy();
    const provenance = within(pricePanel());
    expect(provenance.getByText(/^Updated/).textContent).toBe(
      'Updated 4 minutes ago from the simulated market',
    );
    expect(provenance.getByText('288 observations in 24 h')).toBeTruthy();
    expect(provenance.getByText('24 h band 12,500 – 14,000')).toBeTruthy();
  });

  it("shows the catalog's console price until the lookup answers, and keeps it when the lookup fails", async () => {
    renderApp('/26/players/1000/', {
      ...handlers,
      [PRICES]: () => ({ status: 503, body: { error: { code: 'UNAVAILABLE', message: 'pricing' } } }),
    });
    const panel = within(await screen.findByRole('region', { name: 'Price' }));
    expect(panel.getByText('12,500')).toBeTruthy();
    await waitFor(() =>
      expect(panel.getByText('Price history').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe(
        'false',
      ),
    );
    expect(panel.getByText('12,500')).toBeTruthy();
    expect(within(trendItem('24h')).getByText('+2.5%')).toBeTruthy();
  });

  it('shows an SBC card as SBC, with no price, no trends and no chart', async () => {
    const sbc = { isSbc: true, price: null, priceTrend24h: null };
    const { requests } = renderApp('/26/players/1000/', {
      ...handlers,
      '/api/fut/player-items/26-1000/': () => ({ body: { data: playerItemFixture(1000, sbc) } }),
      [PRICES]: () => ({
        body: { data: [cardPriceFixture(1000, { ...sbc, priceUpdatedAt: null, source: null })] },
      }),
    });
    const panel = within(await screen.findByRole('region', { name: 'Price' }));
    expect(panel.getByText('SBC')).toBeTruthy();
    expect(panel.getByText('Untradeable: not sold on the transfer market')).toBeTruthy();
    await waitFor(() => expect(asked(requests, PRICES)).toHaveLength(1));
    expect(panel.queryByText('12,500')).toBeNull();
    expect(panel.queryByText('13,250')).toBeNull();
    expect(panel.queryByText('1h', { selector: 'dt' })).toBeNull();
    expect(panel.queryByText('Price history')).toBeNull();
    expect(asked(requests, HISTORY)).toEqual([]);
  });

  it('asks for PC prices and the PC history when the switch says PC', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/26/players/1000/', handlers);
    const panel = within(await screen.findByRole('region', { name: 'Price' }));
    expect((panel.getByRole('radio', { name: 'Console' }) as HTMLInputElement).checked).toBe(true);
    await panel.findByText('13,250');
    await user.click(panel.getByRole('radio', { name: 'PC' }));
    expect(await panel.findByText('15,500')).toBeTruthy();
    expect(asked(requests, PRICES)).toEqual(['?ids=1000&priceKey=console', '?ids=1000&priceKey=pc']);
    await waitFor(() => expect(asked(requests, HISTORY)).toContain('?priceKey=pc&range=week'));
  });

  it('describes the chart in words and asks for another range from its buttons', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/26/players/1000/', handlers);
    const chart = await screen.findByRole('figure', {
      name: 'Kylian Mbappé Console price over the last week',
    });
    // The chart's own chunk (Chart.js) loads; jsdom has no canvas, so the words stand alone.
    await waitFor(() => expect(within(chart).queryByText('Loading chart…')).toBeNull());
    const summary = within(chart).getByRole('list', { name: 'Price history in words' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(',')[0]),
    ).toEqual(['Lowest: 12', 'Highest: 14', 'Latest: 13']);
    expect(within(summary).getByText(/^Highest: 14,000 coins, 18 Nov 2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(
      await screen.findByRole('figure', { name: 'Kylian Mbappé Console price over the last 30 days' }),
    ).toBeTruthy();
    expect(asked(requests, HISTORY)).toEqual([
      '?priceKey=console&range=week',
      '?priceKey=console&range=month',
    ]);
  });

  it('says there is no price history yet instead of drawing an empty chart', async () => {
    renderApp('/26/players/1000/', { ...handlers, [HISTORY]: (url) => historyOf(url, []) });
    expect(await screen.findByText('No price history yet')).toBeTruthy();
    expect(screen.queryByRole('figure', { name: /price over/ })).toBeNull();
  });
});
