import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiContext } from '../../../lib/api';
import { cardPriceFixture } from '../../../testing/fixtures';
import { testApi, testQueryClient } from '../../../testing/render';
import { useLivePrices } from './live-prices';

const PRICES = '/api/fut/prices/26/';
const pricesOf = (url: URL) => ({
  body: {
    data: url.searchParams
      .get('ids')!
      .split(',')
      .map((id) => cardPriceFixture(Number(id))),
  },
});

describe('the listed cards live prices', () => {
  it('keeps the prices known while a new lookup is in flight, rendering only when something changes', async () => {
    let answer: () => void = () => undefined;
    let holdNext = false;
    const { api } = testApi({
      [PRICES]: async (url) => {
        if (holdNext) await new Promise<void>((resolve) => (answer = resolve));
        return pricesOf(url);
      },
    });
    const queryClient = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiContext.Provider value={api}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiContext.Provider>
    );
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ eaIds }: { eaIds: number[] }) => {
        renders += 1;
        return useLivePrices(26, eaIds, 'console');
      },
      { wrapper, initialProps: { eaIds: [1, 2] } },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect([...result.current.keys()]).toEqual([1, 2]);

    // More rows listed: their lookup is held, and the prices known stay as placeholder meanwhile.
    holdNext = true;
    renders = 0;
    rerender({ eaIds: [1, 2, 3] });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect([...result.current.keys()]).toEqual([1, 2]);
    // Waiting on the lookup renders nothing more, and a render for another reason (the page's other
    // queries) hands the list the same prices: a placeholder made anew on each render was a new Map
    // each time, and the list's page re-rendered itself without end ("Maximum update depth exceeded").
    expect(renders).toBeLessThan(10);
    const waiting = result.current;
    rerender({ eaIds: [1, 2, 3] });
    rerender({ eaIds: [1, 2, 3] });
    expect(result.current).toBe(waiting);

    await act(async () => {
      answer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect([...result.current.keys()]).toEqual([1, 2, 3]);
  });
});
