import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardPriceFixture, coreDataFixture, summaryFixture } from '../../../testing/fixtures';
import { renderApp, type FakeRoute } from '../../../testing/render';

const LIST = '/api/fut/26/player-items/';
const PRICES = '/api/fut/prices/26/';

const handlers: Record<string, FakeRoute> = {
  '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
  [LIST]: (url) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const rows = Array.from({ length: 50 }, (_, index) => summaryFixture(1000 + (page - 1) * 50 + index));
    return { body: { data: rows, totalCount: 120 } };
  },
  // Every card's live price is 777,000 coins, 6 % up over 6 hours, fluctuating 3.5 %.
  [PRICES]: (url) => ({
    body: {
      data: url.searchParams
        .get('ids')!
        .split(',')
        .map((id) =>
          cardPriceFixture(Number(id), {
            priceKey: url.searchParams.get('priceKey') as 'console' | 'pc',
            price: 777_000,
            priceTrend6h: 6,
            priceFluctuation: 3.5,
          }),
        ),
    },
  }),
};

const requestsTo = (requests: URL[], path: string) => requests.filter((url) => url.pathname === path);
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('[role="row"]') as HTMLElement;
const cell = (name: string, column: string) => rowOf(name).querySelector(`.${column}`)?.textContent;

describe('player database prices', () => {
  it("shows the list's price first, then each row's live price, looked up 50 cards a call", async () => {
    const user = userEvent.setup();
    let answerPrices: () => void = () => undefined;
    const pricesAnswered = new Promise<void>((resolve) => (answerPrices = resolve));
    const { requests } = renderApp('/26/players/', {
      ...handlers,
      [PRICES]: async (url, request) => {
        await pricesAnswered;
        return handlers[PRICES]!(url, request);
      },
    });
    await screen.findByRole('link', { name: 'Player 1000' });
    expect(cell('Player 1000', 'col-price')).toBe('12.5K');
    expect(cell('Player 1000', 'col-fluct')).toBe('—');
    answerPrices();
    await waitFor(() => expect(cell('Player 1000', 'col-price')).toBe('777K'));
    expect(cell('Player 1000', 'col-fluct')).toBe('3.5%');
    const first = requestsTo(requests, PRICES);
    expect(first).toHaveLength(1);
    expect(first[0]!.searchParams.get('ids')!.split(',')).toHaveLength(50);
    expect(first[0]!.searchParams.get('priceKey')).toBe('console');

    await user.click(screen.getByRole('button', { name: 'Load more players (50 of 120)' }));
    await screen.findByRole('button', { name: 'Load more players (100 of 120)' });
    await waitFor(() => expect(requestsTo(requests, PRICES)).toHaveLength(2));
    // Only the new page's cards are asked for: the first page's answer is kept.
    expect(requestsTo(requests, PRICES)[1]!.searchParams.get('ids')!.split(',').map(Number)).toEqual(
      Array.from({ length: 50 }, (_, index) => 1050 + index),
    );
  });

  it('asks the list for PC prices with price_key=pc and keeps it in the URL through later edits', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderApp('/26/players/?sort=-price', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    expect((screen.getByRole('radio', { name: 'Console' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'PC' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-price&price_key=pc'));
    await waitFor(() =>
      expect(requestsTo(requests, LIST).at(-1)!.search).toBe('?sort=-price&price_key=pc&page_size=50'),
    );
    await waitFor(() => expect(requestsTo(requests, PRICES).at(-1)!.searchParams.get('priceKey')).toBe('pc'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Overall: high to low');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-overall&price_key=pc'));
    expect((screen.getByRole('radio', { name: 'PC' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Console' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-overall'));
  });

  it('opens a link to PC prices on PC, without calling its price_key a filter it could not read', async () => {
    const { requests } = renderApp('/26/players/?leagues=13&price_key=pc', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    expect((screen.getByRole('radio', { name: 'PC' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requestsTo(requests, LIST)[0]!.search).toBe('?leagues=13&price_key=pc&page_size=50');
  });

  it('shows the trend window chosen, or the one the list is sorted by', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/26/players/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    const trendHeader = () => screen.getAllByRole('columnheader')[11]!.textContent;
    expect(trendHeader()).toBe('24h');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trend' }), '6h');
    expect(trendHeader()).toBe('6h');
    await waitFor(() => expect(cell('Player 1000', 'col-trend')).toBe('+6.0%'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Biggest fallers (1h)');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=priceTrend1h'));
    await waitFor(() => expect(trendHeader()).toMatch(/^1h/));
    // Sorted by a trend, another window re-sorts by that window's trend, the same way round.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trend' }), '3h');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=priceTrend3h'));
  });

  it('sorts by price, by each trend window and by fluctuation', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/26/players/', handlers);
    await screen.findByRole('link', { name: 'Player 1000' });
    const sorts = within(screen.getByRole('combobox', { name: 'Sort by' }))
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(sorts).toEqual(
      expect.arrayContaining([
        '-price',
        'price',
        ...['1h', '3h', '6h', '12h', '24h'].flatMap((window) => [
          `-priceTrend${window}`,
          `priceTrend${window}`,
        ]),
        '-priceFluctuation',
        'priceFluctuation',
      ]),
    );
    await user.click(screen.getByRole('button', { name: /Fluct\./ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-priceFluctuation'));
  });
});
