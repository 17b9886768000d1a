import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardPrice } from '@futgg/contracts';
import { cardPriceFixture, coreDataFixture, summaryFixture } from '../../../testing/fixtures';
import { renderApp, type FakeRoute } from '../../../testing/render';

const MOVERS = '/api/fut/prices/26/movers/';
const LIST = '/api/fut/26/player-items/';

// 24 hours: 2001 and 2002 rose, 2003 fell. Over 6 hours only 2004 moved, down.
const moversOf = (url: URL): { risers: CardPrice[]; fallers: CardPrice[] } =>
  url.searchParams.get('window') === '6h'
    ? { risers: [], fallers: [cardPriceFixture(2004, { priceTrend6h: -4.25 })] }
    : {
        risers: [
          cardPriceFixture(2001, { price: 45_000, priceTrend24h: 12.5 }),
          cardPriceFixture(2002, { price: 1_250, priceTrend24h: 8 }),
        ],
        fallers: [cardPriceFixture(2003, { price: 98_000, priceTrend24h: -9.75, isExtinct: true })],
      };

const handlers: Record<string, FakeRoute> = {
  '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
  [MOVERS]: (url) => ({
    body: {
      data: {
        priceKey: url.searchParams.get('priceKey'),
        window: url.searchParams.get('window'),
        minPrice: Number(url.searchParams.get('minPrice')),
        ...moversOf(url),
      },
    },
  }),
  [LIST]: (url) => {
    const ids = url.searchParams.get('ids')!.split(',').map(Number);
    const cards = ids.map((eaId) =>
      summaryFixture(eaId, { commonName: `Mover ${eaId}`, overall: 80 + (eaId % 10), position: 25 }),
    );
    return { body: { data: cards, totalCount: cards.length } };
  },
};

const requestsTo = (requests: URL[], path: string) =>
  requests.filter((url) => url.pathname === path).map((url) => url.search);
const rows = (list: string) =>
  within(screen.getByRole('region', { name: list })).getAllByRole('listitem') as HTMLElement[];

describe('market movers page', () => {
  it('lists risers and fallers, biggest move first, each card named, rated and linked, its trend coloured', async () => {
    const { requests } = renderApp('/26/market-movers/', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Market movers' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Mover 2001' });
    const [first, second] = rows('Risers');
    expect(within(first!).getByRole('link', { name: 'Mover 2001' }).getAttribute('href')).toBe(
      '/26/players/2001/',
    );
    expect(within(first!).getByText('81 ST · Rare Gold')).toBeTruthy();
    expect(within(first!).getByText('45,000')).toBeTruthy();
    expect(within(first!).getByText('+12.5%').className).toBe('trend trend--up');
    expect(within(second!).getByRole('link').textContent).toBe('Mover 2002');
    const [faller] = rows('Fallers');
    expect(within(faller!).getByText('Extinct')).toBeTruthy();
    expect(within(faller!).getByText('-9.7%').className).toBe('trend trend--down');
    expect(requestsTo(requests, MOVERS)).toEqual(['?priceKey=console&window=24h&minPrice=1000']);
    // One catalog request per list, each naming its cards.
    expect(requestsTo(requests, LIST).sort()).toEqual([
      '?ids=2001,2002&page_size=2',
      '?ids=2003&page_size=1',
    ]);
    await waitFor(() => expect(document.title).toBe('Market movers, last 24h, Console · FC 26 · FUTGG'));
  });

  it("switches the window from its links, showing that window's trends", async () => {
    const user = userEvent.setup();
    const { router, requests } = renderApp('/26/market-movers/', handlers);
    await screen.findByRole('link', { name: 'Mover 2001' });
    const windows = screen.getByRole('group', { name: 'Trend window' });
    expect(within(windows).getByRole('link', { name: '24h' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(windows).getByRole('link', { name: '6h' }));
    await waitFor(() => expect(router.state.location.search).toBe('?window=6h'));
    const [faller] = await waitFor(() => {
      const shown = rows('Fallers');
      expect(within(shown[0]!).getByRole('link').textContent).toBe('Mover 2004');
      return shown;
    });
    expect(within(faller!).getByText('-4.2%').className).toBe('trend trend--down');
    expect(
      within(screen.getByRole('region', { name: 'Risers' })).getByText(/^No card rose over 6h/),
    ).toBeTruthy();
    expect(within(windows).getByRole('link', { name: '6h' }).getAttribute('aria-current')).toBe('page');
    expect(requestsTo(requests, MOVERS).at(-1)).toBe('?priceKey=console&window=6h&minPrice=1000');
  });

  it('asks for PC movers and for a higher price floor, keeping both in the address', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderApp('/26/market-movers/?window=6h', handlers);
    await screen.findByRole('link', { name: 'Mover 2004' });
    await user.click(screen.getByRole('radio', { name: 'PC' }));
    await waitFor(() => expect(router.state.location.search).toBe('?window=6h&priceKey=pc'));
    const floor = screen.getByRole('spinbutton', { name: 'Minimum price' });
    expect((floor as HTMLInputElement).value).toBe('1000');
    await user.clear(floor);
    await user.type(floor, '5000{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?window=6h&minPrice=5000&priceKey=pc'));
    await waitFor(() =>
      expect(requestsTo(requests, MOVERS).at(-1)).toBe('?priceKey=pc&window=6h&minPrice=5000'),
    );
  });

  it('says so when the movers cannot be loaded, and asks again on request', async () => {
    const user = userEvent.setup();
    let isDown = true;
    renderApp('/26/market-movers/', {
      ...handlers,
      [MOVERS]: (url, request) =>
        isDown
          ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'pricing' } } }
          : handlers[MOVERS]!(url, request),
    });
    expect(await screen.findByText('The market movers could not be loaded.')).toBeTruthy();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Mover 2001' })).toBeTruthy();
  });
});
