import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserClubImportSummary, UserClubItem } from '@futgg/contracts';
import { coreDataFixture, signedInFixture, summaryFixture } from '../../../testing/fixtures';
import { readFileText } from '../utils/read-file-text';
import { IDENTITY_PATH, renderApp, type FakeRequest, type FakeRoute } from '../../../testing/render';

const CLUB = '/api/fut/user-club/26/';
const clubCard = (eaId: number, overrides: Partial<UserClubItem> = {}): UserClubItem => ({
  ...summaryFixture(eaId),
  isUntradeable: false,
  duplicates: 0,
  addedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

const summary: UserClubImportSummary = {
  format: 'club-export-csv',
  read: 7,
  matched: 4,
  added: 3,
  updated: 1,
  unchanged: 0,
  removed: 2,
  unknown: { count: 2, eaIds: [999001, 999002] },
  refused: [
    { line: 5, reason: 'the card id must be a positive whole number' },
    { line: 7, reason: 'the card is already on line 2' },
  ],
  refusedCount: 2,
};

/** A gateway with a signed-in user whose club pages 50 at a time over 60 cards. */
const clubGateway = (overrides: Record<string, FakeRoute> = {}) => {
  // What the club holds of each card's duplicates, as the adds set it.
  const duplicatesHeld = new Map<number, number>();
  const handlers: Record<string, FakeRoute> = {
    [IDENTITY_PATH]: () => ({ body: { data: signedInFixture() } }),
    '/api/fut/26/fut-core-data/': () => ({ body: { data: coreDataFixture() } }),
    [CLUB]: (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const first = 2000 + (page - 1) * 50;
      const rows = Array.from({ length: page === 1 ? 50 : 10 }, (_, index) =>
        clubCard(first + index, {
          isUntradeable: index === 0,
          duplicates: duplicatesHeld.get(first + index) ?? 0,
        }),
      );
      return { body: { data: rows, totalCount: 60 } };
    },
    [`${CLUB}import/`]: () => ({ body: { data: summary } }),
    [`${CLUB}add/`]: (_url, request) => {
      const { eaId, duplicates = 0 } = JSON.parse(request.body ?? '{}') as {
        eaId: number;
        duplicates?: number;
      };
      if (eaId === 404)
        return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no such card' } } };
      duplicatesHeld.set(eaId, duplicates);
      return { body: { data: clubCard(eaId, { isUntradeable: true, duplicates }) } };
    },
    [`${CLUB}remove/`]: () => ({ body: { data: { removed: 1 } } }),
    [`${CLUB}export/`]: () => ({
      body: {
        data: {
          format: 'futgg-club',
          version: 1,
          gameYear: 26,
          cards: [{ eaId: 2000, isUntradeable: true }],
        },
      },
    }),
    ...overrides,
  };
  return handlers;
};

const posts = (calls: FakeRequest[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === path);

describe('My club', () => {
  it('asks a visitor to sign in', async () => {
    renderApp('/my-club/', { [IDENTITY_PATH]: () => ({ body: { data: { isAuthenticated: false } } }) });
    expect(await screen.findByRole('heading', { name: 'Sign in to keep your club' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My club' })).toBeTruthy();
  });

  it('lists the club with untradeable cards marked, pages through it and filters it', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderApp('/my-club/', clubGateway());
    expect(await screen.findByRole('link', { name: 'Player 2000' })).toBeTruthy();
    expect(screen.getByText('60 cards')).toBeTruthy();
    const first = screen.getByRole('link', { name: 'Player 2000' }).closest('tr')!;
    expect(within(first).getByText('Untradeable')).toBeTruthy();
    const second = screen.getByRole('link', { name: 'Player 2001' }).closest('tr')!;
    expect(within(second).queryByText('Untradeable')).toBeNull();
    // The club's own order when none is chosen: the best cards first.
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('-overall');
    expect(screen.getByRole('columnheader', { name: /OVR/ }).getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Player 2050' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');

    await user.type(screen.getByRole('spinbutton', { name: 'Overall minimum' }), '88{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?overall__gte=88'));
    await waitFor(() =>
      expect(
        requests
          .filter((url) => url.pathname === CLUB)
          .at(-1)!
          .searchParams.get('overall__gte'),
      ).toBe('88'),
    );
  });

  it('imports pasted text as the format chosen, replacing the club, and shows the summary', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/my-club/', clubGateway());
    await screen.findByRole('link', { name: 'Player 2000' });
    const form = screen.getByRole('form', { name: 'Import a club file' });
    await user.type(
      within(form).getByRole('textbox', { name: 'Or paste the file’s text' }),
      'eaId,untradeable{Enter}2000,1',
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Format' }), 'CSV');
    await user.click(within(form).getByRole('checkbox', { name: /Replace my club/ }));
    await user.click(within(form).getByRole('button', { name: 'Import' }));

    const result = await screen.findByRole('status');
    expect(
      within(result).getByRole('heading', { name: 'Imported 4 cards from a club export (CSV)' }),
    ).toBeTruthy();
    const figure = (label: string) =>
      within(result).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(figure('Rows read')).toBe('7');
    expect(figure('Matched')).toBe('4');
    expect(figure('Added')).toBe('3');
    expect(figure('Updated')).toBe('1');
    expect(figure('Removed')).toBe('2');
    expect(figure('Unknown')).toBe('2');
    expect(figure('Refused')).toBe('2');
    expect(within(result).getByText('999001, 999002')).toBeTruthy();
    const refused = within(result).getByRole('table', { name: 'Refused rows with their line and reason' });
    expect(
      within(refused)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['5the card id must be a positive whole number', '7the card is already on line 2']);

    const [sent] = posts(calls, `${CLUB}import/`);
    expect(JSON.parse(sent!.body!)).toEqual({
      content: 'eaId,untradeable\n2000,1',
      format: 'csv',
      replace: true,
    });
  });

  it('imports a chosen file, and names what the API refused in a file as a whole', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp(
      '/my-club/',
      clubGateway({
        [`${CLUB}import/`]: () => ({
          status: 400,
          body: { error: { code: 'INVALID_INPUT', message: 'content is not valid JSON', field: 'content' } },
        }),
      }),
    );
    await screen.findByRole('link', { name: 'Player 2000' });
    const form = screen.getByRole('form', { name: 'Import a club file' });
    const file = new File(['{"format":"futgg-club"'], 'club.json', { type: 'application/json' });
    await user.upload(within(form).getByLabelText('Club file'), file);
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'content is not valid JSON');
    expect(JSON.parse(posts(calls, `${CLUB}import/`)[0]!.body!)).toEqual({
      content: '{"format":"futgg-club"',
      format: 'auto',
      replace: false,
    });
  });

  it('adds a card by id, says when no card has that id, and removes a card', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/my-club/', clubGateway());
    await screen.findByRole('link', { name: 'Player 2000' });
    const add = screen.getByRole('form', { name: 'Add a card by id' });
    await user.type(within(add).getByRole('textbox', { name: 'Card id' }), '404');
    await user.click(within(add).getByRole('button', { name: 'Add to club' }));
    expect(await within(add).findByRole('alert')).toHaveProperty(
      'textContent',
      'No FC 26 card has the id 404.',
    );

    await user.clear(within(add).getByRole('textbox', { name: 'Card id' }));
    await user.type(within(add).getByRole('textbox', { name: 'Card id' }), '3000');
    await user.click(within(add).getByRole('checkbox', { name: 'Untradeable' }));
    await user.click(within(add).getByRole('button', { name: 'Add to club' }));
    expect(await within(add).findByText('Card 3000 is in your club, untradeable.')).toBeTruthy();
    expect(JSON.parse(posts(calls, `${CLUB}add/`).at(-1)!.body!)).toEqual({
      eaId: 3000,
      isUntradeable: true,
      duplicates: 0,
    });

    // Duplicates: a count from 0 to 100, or the form says so and sends nothing.
    const duplicatesField = within(add).getByRole('textbox', { name: 'Duplicates (in SBC storage)' });
    const sent = posts(calls, `${CLUB}add/`).length;
    await user.type(within(add).getByRole('textbox', { name: 'Card id' }), '3001');
    await user.clear(duplicatesField);
    await user.type(duplicatesField, '101');
    await user.click(within(add).getByRole('button', { name: 'Add to club' }));
    expect(await within(add).findByRole('alert')).toHaveProperty(
      'textContent',
      'Duplicates are a whole number from 0 to 100.',
    );
    expect(posts(calls, `${CLUB}add/`)).toHaveLength(sent);
    await user.clear(duplicatesField);
    await user.type(duplicatesField, '2');
    await user.click(within(add).getByRole('button', { name: 'Add to club' }));
    expect(
      await within(add).findByText('Card 3001 is in your club, untradeable, with 2 duplicates.'),
    ).toBeTruthy();
    expect(JSON.parse(posts(calls, `${CLUB}add/`).at(-1)!.body!)).toMatchObject({
      eaId: 3001,
      duplicates: 2,
    });

    await user.click(screen.getByRole('button', { name: 'Remove Player 2001' }));
    await waitFor(() => expect(posts(calls, `${CLUB}remove/`)).toHaveLength(1));
    expect(JSON.parse(posts(calls, `${CLUB}remove/`)[0]!.body!)).toEqual({ eaId: 2001 });
    expect(await screen.findByText('Player 2001 left your club.')).toBeTruthy();
  });

  it("sets a card's duplicates in the list when the field is left, and only to a count", async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/my-club/', clubGateway());
    await screen.findByRole('link', { name: 'Player 2000' });
    const field = screen.getByRole('textbox', { name: 'Duplicates of Player 2001' }) as HTMLInputElement;
    expect(field.value).toBe('0');

    await user.clear(field);
    await user.type(field, 'two');
    await user.tab();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls, `${CLUB}add/`)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '3{Enter}');
    await waitFor(() => expect(posts(calls, `${CLUB}add/`)).toHaveLength(1));
    // The card keeps its flag; only its duplicates change.
    expect(JSON.parse(posts(calls, `${CLUB}add/`)[0]!.body!)).toEqual({
      eaId: 2001,
      isUntradeable: false,
      duplicates: 3,
    });
    // Leaving the field with the saved count sends nothing more.
    await user.tab();
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: 'Duplicates of Player 2001' }) as HTMLInputElement).value,
      ).toBe('3'),
    );
    expect(posts(calls, `${CLUB}add/`)).toHaveLength(1);
  });

  it('exports the club as our own JSON file', async () => {
    const user = userEvent.setup();
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:club';
      },
      revokeObjectURL: () => undefined,
    });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderApp('/my-club/', clubGateway());
    await screen.findByRole('link', { name: 'Player 2000' });
    await user.click(screen.getByRole('button', { name: 'Export my club' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(clicked[0]).toMatch(/^futgg-club-fc26-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await readFileText(saved[0]!))).toEqual({
      format: 'futgg-club',
      version: 1,
      gameYear: 26,
      cards: [{ eaId: 2000, isUntradeable: true }],
    });
    click.mockRestore();
  });
});
