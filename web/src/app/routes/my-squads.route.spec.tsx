import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SquadSummaryShape } from '@futgg/api-client';
import { signedInFixture } from '../../testing/fixtures';
import { IDENTITY_PATH, renderApp, type FakeRoute } from '../../testing/render';

const LIST_PATH = '/api/squads/user/';

const summary = (index: number, overrides: Partial<SquadSummaryShape> = {}): SquadSummaryShape => ({
  uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  title: `Squad ${index}`,
  version: 1,
  gameYear: 26,
  formationId: 'f433',
  flags: { isReadOnly: false, isCurrent: false, isPartnerSite: false, isWebview: false },
  rating: 80 + (index % 10),
  price: { console: 1000 * index, pc: 1100 * index },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: `2026-11-2${index % 8}T12:30:00.000Z`,
  chemistry: 20 + (index % 14),
  ...overrides,
});

/** A gateway holding the user's squads: the list pages them as the service does, delete removes one. */
const squadsGateway = (initial: SquadSummaryShape[]) => {
  let squads = initial;
  const handlers: Record<string, FakeRoute> = {
    [IDENTITY_PATH]: () => ({ body: { data: signedInFixture() } }),
    [LIST_PATH]: (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 20);
      return { body: { data: squads.slice((page - 1) * size, page * size), totalCount: squads.length } };
    },
  };
  for (const squad of initial) {
    handlers[`/api/squads/${squad.uuid}/delete/`] = () => {
      squads = squads.filter((kept) => kept.uuid !== squad.uuid);
      return { body: { data: { uuid: squad.uuid, deleted: true } } };
    };
  }
  return handlers;
};

describe('the My squads page', () => {
  it("lists the user's saved squads with their values, each opening in the builder", async () => {
    const readOnly = summary(2, { title: 'Shared XI', flags: { ...summary(2).flags, isReadOnly: true } });
    const { calls } = renderApp('/26/squad-builder/', squadsGateway([summary(1), readOnly]));
    const list = await screen.findByRole('list', { name: 'Your squads' });
    expect(screen.getByRole('heading', { level: 1, name: 'My squads' })).toBeTruthy();
    expect(document.title).toBe('My squads · FC 26 · FUTGG');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Squad 1' }).getAttribute('href')).toBe(
      `/26/squad-builder/${summary(1).uuid}/edit/`,
    );
    expect(rows[0]!.textContent).toContain('4-3-3');
    expect(rows[0]!.querySelector('dl')!.textContent).toBe('Rating81Chemistry21/33Console1,000PC1,100');
    // A read-only squad cannot be deleted: it offers no delete.
    expect(first.getByRole('button', { name: 'Delete Squad 1' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(rows[1]!.textContent).toContain('read-only');
    expect(screen.getByRole('link', { name: 'New squad' }).getAttribute('href')).toBe(
      '/26/squad-builder/new/edit/',
    );
    // Asked with the reader's credentials.
    const listed = calls.find((call) => call.url.pathname === LIST_PATH)!;
    expect(listed.headers['authorization']).toBe('Bearer access-token-1');
    expect(listed.url.searchParams.get('page')).toBe('1');
    expect(listed.url.searchParams.get('page_size')).toBe('20');
  });

  it('deletes a squad only after the second click confirms it, then lists the rest', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/26/squad-builder/', squadsGateway([summary(1), summary(2)]));
    const list = await screen.findByRole('list', { name: 'Your squads' });
    await user.click(within(list).getByRole('button', { name: 'Delete Squad 1' }));
    const confirm = within(list).getByRole('group', { name: 'Delete Squad 1?' });
    // "Keep" backs out without a request.
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(list).getByRole('button', { name: 'Delete Squad 1' }));
    await user.click(within(list).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('link', { name: 'Squad 2' })).toBeTruthy();
    const deleted = calls.filter((call) => call.method === 'POST');
    expect(deleted.map((call) => call.url.pathname)).toEqual([`/api/squads/${summary(1).uuid}/delete/`]);
    expect(screen.getByText('1 squad, last saved first')).toBeTruthy();
  });

  it('pages through more squads than a page holds', async () => {
    const user = userEvent.setup();
    const squads = Array.from({ length: 23 }, (_, index) => summary(index + 1));
    renderApp('/26/squad-builder/', squadsGateway(squads));
    const list = await screen.findByRole('list', { name: 'Your squads' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Pages of your squads' });
    expect(pages.textContent).toContain('1–20 of 23 · page 1 of 2');
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getByRole('link', { name: 'Squad 21' })).toBeTruthy();
    expect(pages.textContent).toContain('21–23 of 23');
    expect((within(pages).getByRole('button', { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the user has no squad yet', async () => {
    renderApp('/26/squad-builder/', squadsGateway([]));
    expect(await screen.findByText(/No saved squads yet/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your squads' })).toBeNull();
  });

  it('says so when the list cannot be loaded, and lists the squads on Try again', async () => {
    const user = userEvent.setup();
    const handlers = squadsGateway([summary(1)]);
    const list = handlers[LIST_PATH]!;
    let failures = 1;
    handlers[LIST_PATH] = (url, request) =>
      failures-- > 0
        ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } }
        : list(url, request);
    renderApp('/26/squad-builder/', handlers);
    expect(await screen.findByText('Your squads could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Squad 1' })).toBeTruthy();
  });

  it('asks a visitor to sign in and asks the API nothing', async () => {
    const { requests } = renderApp('/26/squad-builder/', {});
    expect(await screen.findByRole('heading', { name: 'Sign in to see your squads' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My squads' })).toBeTruthy();
    expect(requests.some((url) => url.pathname === LIST_PATH)).toBe(false);
  });
});
