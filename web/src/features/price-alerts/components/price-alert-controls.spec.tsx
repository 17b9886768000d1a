import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { PriceAlert } from '@futgg/api-client';
import { ApiContext } from '../../../lib/api';
import { testApi, testQueryClient, type FakeRoute } from '../../../testing/render';
import { parseCoins, PriceAlertControls } from './price-alert-controls';

const alert = (id: number, fields: Partial<PriceAlert> = {}): PriceAlert => ({
  id,
  gameYear: 26,
  eaId: 1000,
  priceKey: 'console',
  direction: 'under',
  price: 10_000,
  isCrossed: false,
  lastPrice: null,
  lastCrossedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

/** The price alert routes over a list of the caller's alerts. */
const fakeAlerts = (alerts: PriceAlert[]) => {
  let nextId = 100;
  const handlers: Record<string, FakeRoute> = {
    '/api/price-alerts/': () => ({ body: { data: alerts } }),
    '/api/price-alerts/create/': (_url, request) => {
      const created = alert(nextId++, JSON.parse(request.body!) as Partial<PriceAlert>);
      alerts.push(created);
      return { body: { data: created } };
    },
  };
  for (const id of [1, 2, 100, 101])
    handlers[`/api/price-alerts/${id}/delete/`] = () => {
      alerts.splice(
        alerts.findIndex((one) => one.id === id),
        1,
      );
      return { body: { data: { id, deleted: true } } };
    };
  return handlers;
};

const renderControls = (handlers: Record<string, FakeRoute>, isSignedIn: boolean | undefined) => {
  const { api, requests, calls } = testApi(handlers);
  const view = render(
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={testQueryClient()}>
        <PriceAlertControls gameYear={26} eaId={1000} isSignedIn={isSignedIn} />
      </QueryClientProvider>
    </ApiContext.Provider>,
  );
  return { ...view, requests, calls };
};
const yourAlerts = () => screen.findByRole('list', { name: 'Your alerts on this card' });

describe('PriceAlertControls', () => {
  it('asks a visitor to sign in and asks for no alerts', () => {
    const { requests } = renderControls(fakeAlerts([]), false);
    expect(screen.getByRole('link', { name: 'Sign in to set a price alert' })).toBeTruthy();
    expect(requests.filter((url) => url.pathname === '/api/price-alerts/')).toHaveLength(0);
  });

  it("lists the reader's alerts on this card", async () => {
    const { requests } = renderControls(
      fakeAlerts([alert(1), alert(2, { priceKey: 'pc', direction: 'over', price: 25_000, isCrossed: true })]),
      true,
    );
    const items = within(await yourAlerts()).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild!.textContent)).toEqual([
      'Console: under 10,000 coins',
      'PC: over 25,000 coins · crossed',
    ]);
    const asked = requests.find((url) => url.pathname === '/api/price-alerts/')!;
    expect([asked.searchParams.get('game_year'), asked.searchParams.get('ea_id')]).toEqual(['26', '1000']);
  });

  it('sets an alert over a price on PC and shows it; deletes one', async () => {
    const user = userEvent.setup();
    const { calls } = renderControls(fakeAlerts([alert(1)]), true);
    await yourAlerts();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'over');
    await user.type(screen.getByRole('textbox', { name: 'Price in coins' }), '150,000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Market' }), 'pc');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    await screen.findByText('PC: over 150,000 coins');
    const created = calls.find((call) => call.url.pathname === '/api/price-alerts/create/')!;
    expect(JSON.parse(created.body!)).toEqual({
      gameYear: 26,
      eaId: 1000,
      priceKey: 'pc',
      direction: 'over',
      price: 150_000,
    });
    expect((screen.getByRole('textbox', { name: 'Price in coins' }) as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Delete alert: Console: under 10,000 coins' }));
    await waitFor(() => expect(screen.queryByText('Console: under 10,000 coins')).toBeNull());
    expect(calls.filter((call) => call.url.pathname === '/api/price-alerts/1/delete/')).toHaveLength(1);
  });

  it('refuses a price that is not a whole number of coins without asking, and shows the service refusal', async () => {
    const user = userEvent.setup();
    const handlers = fakeAlerts([]);
    const { calls } = renderControls(
      {
        ...handlers,
        '/api/price-alerts/create/': () => ({
          status: 400,
          body: {
            error: { code: 'INVALID_INPUT', message: 'price: at most 15,000,000 coins', field: 'price' },
          },
        }),
      },
      true,
    );
    await screen.findByText('You have no alerts on this card.');
    await user.type(screen.getByRole('textbox', { name: 'Price in coins' }), '12.5k');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the price in coins, a whole number above 0.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: 'Price in coins' }));
    await user.type(screen.getByRole('textbox', { name: 'Price in coins' }), '99999999');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect((await screen.findByRole('alert')).textContent).toBe('price: at most 15,000,000 coins');
  });

  it.each([
    ['10000', 10_000],
    ['1,500,000', 1_500_000],
    [' 250 000 ', 250_000],
    ['0', null],
    ['-5', null],
    ['1e5', null],
    ['', null],
  ])('reads %j as %p coins', (text, coins) => expect(parseCoins(text)).toBe(coins));
});
