import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import type { ProRuleset, Squad } from '@futgg/contracts';
import { ApiContext, createApi } from '../lib/api';
import { signedInFixture } from '../testing/fixtures';
import { fakeFetch, IDENTITY_PATH, testApi, testQueryClient, type FakeRoute } from '../testing/render';
import { formOf, readForm } from './components/ruleset-form';
import { RulesetManagerWidget } from './components/ruleset-manager-widget';
import { SocialViewWidget } from './components/social-view-widget';
import { SquadBuilderWidget } from './components/squad-builder-widget';
import {
  shortName,
  benchOf,
  defensiveLineOf,
  fieldSlotsOf,
  lineupByLine,
  pngFileName,
  topRatedCard,
} from './components/squad-layout';
import { WidgetApisContext, widgetApisOver } from './components/widget-queries';
import { mountWidgets } from './mount-widgets';
import type { SquadBuilderInputs } from './read-inputs';

const SQUAD_UUID = '1b4e28ba-2fa1-4d3b-8f5b-0a2c3d4e5f60';
const EVENT_GUID = '6f1c7c6e-8f1a-4d4f-9c51-7b0f2f1d8a11';
const PRODUCT_PATH = '/api/fc-pro';

// A 4-4-2 (slots: GK, LB, LCB, RCB, RB, LM, LCM, RCM, RM, LS, RS) with nine starters filled (the right
// midfielder and one striker missing), two substitutes, chemistry as the server would answer it.
const NAMES = [
  'Alisson Becker',
  'Andrew Robertson',
  'Virgil van Dijk',
  'Ibrahima Konaté',
  'Trent Alexander-Arnold',
  'Luis Díaz',
  'Alexis Mac Allister',
  'Dominik Szoboszlai',
];
const squadFixture = (overrides: Partial<Squad> = {}): Squad => {
  const card = (
    group: 'FIELD' | 'SUBSTITUTE',
    positionIdx: number,
    name: string,
    overall: number,
    position: number,
  ) => ({
    group,
    positionIdx,
    eaId: 1000 + positionIdx + (group === 'FIELD' ? 0 : 50),
    myEvoPlayerId: null,
    name,
    overall,
    position,
    alternativePositionIds: [],
    clubEaId: 9,
    leagueEaId: 13,
    nationEaId: 14,
    rarityEaId: 1,
    isIcon: false,
    isHero: false,
    isUntradeable: false,
    price: { console: overall * 1000, pc: null },
  });
  const field = [
    ...NAMES.map((name, index) =>
      card('FIELD', index, name, 80 + index, [0, 7, 5, 5, 3, 16, 14, 14][index]!),
    ),
    card('FIELD', 9, 'Mohamed Salah', 91, 25),
  ];
  return {
    uuid: SQUAD_UUID,
    title: 'Reds for the cup',
    version: 3,
    gameYear: 26,
    gameSlug: 'fc26',
    formationId: 'f442',
    manager: { leagueEaId: null, nationEaId: null },
    substituteCount: 3,
    reserveCount: 0,
    positions: [],
    flags: { isReadOnly: false, isCurrent: true, isPartnerSite: false, isWebview: false },
    isOwner: true,
    cards: [
      ...field,
      card('SUBSTITUTE', 0, 'Caoimhín Kelleher', 77, 0),
      card('SUBSTITUTE', 2, 'Curtis Jones', 79, 14),
    ],
    chemistry: {
      total: 24,
      perPlayer: field.map((entry) => ({
        positionIdx: entry.positionIdx,
        points: entry.positionIdx === 9 ? 1 : 3,
        clubPoints: 0,
        leaguePoints: 0,
        nationPoints: 0,
        isInPosition: true,
      })),
    },
    rating: null,
    price: { console: 1_234_000, pc: null },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
};

const rulesetFixture = (overrides: Partial<ProRuleset['squadConfigData']> = {}): ProRuleset => ({
  eventId: 17,
  eventGuid: EVENT_GUID,
  product: 'fc-pro',
  squadConfigData: {
    leagues: [13],
    excludedLeagues: [],
    nations: [],
    excludedNations: [],
    clubs: [],
    excludedClubs: [],
    rarities: [],
    excludedRarities: [],
    slotRatings: [],
    minOverall: null,
    maxOverall: 90,
    minSquadRating: null,
    maxSquadRating: null,
    maxRatingSum: null,
    minChemistry: 20,
    minPlayerChemistry: null,
    isUntradeableOnly: false,
    maxPerClub: null,
    maxPerLeague: null,
    maxPerNation: null,
    formations: [],
    scope: 'MATCHDAY',
    ...overrides,
  },
  searchPoolData: 'overall__gte=80',
  updatedAt: '2026-11-20T09:00:00.000Z',
  updatedBy: null,
});

/**
 * The pieces over a fake network (squads and pro-competition calls included) for a signed-in reader:
 * the credentials come from the identity state the pieces wait for, as on a page.
 */
const renderWidget = (node: ReactNode, handlers: Record<string, FakeRoute>) => {
  const fake = fakeFetch({
    [IDENTITY_PATH]: () => ({ body: { data: signedInFixture() } }),
    ...handlers,
  });
  const api = createApi({ fetch: fake.fetch });
  const apis = widgetApisOver({ ...api.credentials.clientOptions, fetch: fake.fetch });
  render(
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={testQueryClient()}>
        <WidgetApisContext.Provider value={apis}>{node}</WidgetApisContext.Provider>
      </QueryClientProvider>
    </ApiContext.Provider>,
  );
  return fake;
};

const builderInputs = (overrides: Partial<SquadBuilderInputs> = {}): SquadBuilderInputs => ({
  eventGuid: EVENT_GUID,
  gameSlug: 'fc26',
  isReadOnly: false,
  isCurrent: false,
  useMobileCompactDefault: false,
  squadId: SQUAD_UUID,
  ...overrides,
});

const squadRoutes = (violations: { code: string; message: string }[] = []): Record<string, FakeRoute> => ({
  [`/api/squads/${SQUAD_UUID}/`]: () => ({ body: { data: squadFixture() } }),
  [`${PRODUCT_PATH}/events/${EVENT_GUID}/`]: () => ({
    body: { data: { id: 17, guid: EVENT_GUID, name: 'Winter Cup 2026', mayEditRuleset: false } },
  }),
  [`${PRODUCT_PATH}/events/${EVENT_GUID}/check/`]: () => ({
    body: { data: { isPassing: violations.length === 0, violations } },
  }),
});

describe('squad pieces mounted from markers', () => {
  let roots: Root[] = [];
  afterEach(() => {
    act(() => roots.forEach((root) => root.unmount()));
    roots = [];
  });

  it.each([
    'social-image-squad',
    'social-image-lineup',
    'social-image-player',
    'social-image-tactics',
    'subs-render',
    'broadcast',
  ])(
    "%s without a squad uuid shows 'ERROR: Missing Event UUID or Squad UUID' and asks nothing",
    async (name) => {
      document.body.innerHTML = `<div data-widget="${name}" data-event-uuid="${EVENT_GUID}"></div>`;
      const { api, requests } = testApi({});
      await act(async () => {
        roots = await mountWidgets(document, { api, queryClient: testQueryClient() });
      });
      expect(screen.getByRole('alert').textContent).toBe('ERROR: Missing Event UUID or Squad UUID');
      expect(requests.filter((url) => url.pathname.startsWith('/api/squads/'))).toHaveLength(0);
    },
  );

  it('a ruleset manager with an event id that is not a number logs and shows nothing', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML =
      '<div id="rules" data-widget="ruleset-manager" data-event-id="seventeen"></div>';
    const { api, requests } = testApi({});
    await act(async () => {
      roots = await mountWidgets(document, { api, queryClient: testQueryClient() });
    });
    expect(logged).toHaveBeenCalledWith('Ruleset manager: missing eventId');
    expect(document.getElementById('rules')!.childNodes).toHaveLength(0);
    expect(requests.filter((url) => url.pathname.includes('/rulesets/'))).toHaveLength(0);
    logged.mockRestore();
  });
});

describe('SquadBuilderWidget', () => {
  it("shows the event, each starter with his chemistry on the formation's pitch, the squad's numbers and the broken rules", async () => {
    const fake = renderWidget(
      <SquadBuilderWidget inputs={builderInputs()} />,
      squadRoutes([{ code: 'INCOMPLETE_SQUAD', message: 'The starting XI has 9 of 11 players' }]),
    );
    expect(await screen.findByText('Winter Cup 2026')).toBeTruthy();
    const pitch = await screen.findByRole('list', { name: 'Formation 4-4-2' });
    const slots = within(pitch).getAllByRole('listitem');
    expect(slots).toHaveLength(11);
    expect(slots[2]!.getAttribute('aria-label')).toBe('CB: Virgil van Dijk, 82, chemistry 3 of 3');
    expect(slots[9]!.getAttribute('aria-label')).toBe('ST: Mohamed Salah, 91, chemistry 1 of 3');
    expect(slots[8]!.getAttribute('aria-label')).toBe('RM: empty');
    // The slot sits where game-rules' 4-4-2 puts the left back: the left touchline, the back line.
    expect(slots[1]!.style.left).toBe('12%');
    expect(slots[1]!.style.top).toBe('74%');
    const numbers = screen.getByRole('heading', { name: 'Reds for the cup' }).closest('section')!;
    expect(within(numbers).getByText('24/33')).toBeTruthy();
    expect(within(numbers).getByText('1,234,000')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Rule violations' })).getByText(
        'The starting XI has 9 of 11 players',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit squad' }).getAttribute('href')).toBe(
      `/26/squad-builder/${SQUAD_UUID}/edit/?event=${EVENT_GUID}`,
    );
    // The bench (full layout) lists every substitute slot, empty ones too.
    expect(
      within(screen.getByRole('region', { name: 'Substitutes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['GK Caoimhín Kelleher 77', 'Empty', 'CM Curtis Jones 79']);
    // Every pro-competition call carries the session's CSRF token, reads included.
    const proCalls = fake.calls.filter((call) => call.url.pathname.startsWith(PRODUCT_PATH));
    expect(proCalls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`).sort()).toEqual([
      `GET ${PRODUCT_PATH}/events/${EVENT_GUID}/`,
      `GET ${PRODUCT_PATH}/events/${EVENT_GUID}/check/?squad=${SQUAD_UUID}`,
    ]);
    expect(proCalls.every((call) => call.headers['x-csrf-token'] === 'csrf-of-the-session')).toBe(true);
  });

  it('read only: no editor link; compact by default: no bench until the reader turns compact view off', async () => {
    renderWidget(
      <SquadBuilderWidget inputs={builderInputs({ isReadOnly: true, useMobileCompactDefault: true })} />,
      squadRoutes(),
    );
    expect(await screen.findByText("This squad meets the event's rules.")).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit squad' })).toBeNull();
    const compact = screen.getByRole('button', { name: 'Compact view' });
    expect(compact.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Substitutes' })).toBeNull();
    fireEvent.click(compact);
    expect(screen.getByRole('region', { name: 'Substitutes' })).toBeTruthy();
  });

  it('says a squad that does not exist was not found', async () => {
    renderWidget(<SquadBuilderWidget inputs={builderInputs()} />, {
      ...squadRoutes(),
      [`/api/squads/${SQUAD_UUID}/`]: () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'squad' } },
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This squad was not found.');
  });
});

describe('RulesetManagerWidget', () => {
  const rulesetRoutes = (save: FakeRoute): Record<string, FakeRoute> => ({
    [`${PRODUCT_PATH}/rulesets/17/`]: () => ({ body: { data: rulesetFixture() } }),
    [`${PRODUCT_PATH}/rulesets/save/`]: save,
  });

  it('loads the rules, and saves the edited ones whole with the CSRF header', async () => {
    const fake = renderWidget(
      <RulesetManagerWidget eventId={17} />,
      rulesetRoutes((_url, request) => {
        const body = JSON.parse(request.body!) as {
          squadConfigData: ProRuleset['squadConfigData'];
          searchPoolData: string;
        };
        return {
          body: {
            data: {
              ...rulesetFixture(body.squadConfigData),
              searchPoolData: body.searchPoolData,
              updatedAt: '2026-11-27T11:00:00.000Z',
            },
          },
        };
      }),
    );
    const minimum = (await screen.findByRole('textbox', { name: 'Minimum chemistry' })) as HTMLInputElement;
    expect(minimum.value).toBe('20');
    expect((screen.getByRole('textbox', { name: 'Allowed leagues' }) as HTMLInputElement).value).toBe('13');
    fireEvent.change(minimum, { target: { value: '28' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Allowed nations' }), {
      target: { value: '14, 45' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Untradeable cards only' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Slot 0 cap' }), { target: { value: '85' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));

    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Rules saved.');
    const save = fake.calls.find((call) => call.url.pathname === `${PRODUCT_PATH}/rulesets/save/`)!;
    expect(save.method).toBe('POST');
    expect(save.headers['x-csrf-token']).toBe('csrf-of-the-session');
    const sent = JSON.parse(save.body!) as {
      eventId: number;
      squadConfigData: ProRuleset['squadConfigData'];
      searchPoolData: string;
    };
    expect(sent.eventId).toBe(17);
    expect(sent.searchPoolData).toBe('overall__gte=80');
    expect(sent.squadConfigData).toMatchObject({
      leagues: [13],
      nations: [14, 45],
      minChemistry: 28,
      maxOverall: 90,
      isUntradeableOnly: true,
      slotRatings: [{ positionIdx: 0, min: null, max: 85 }],
    });
    expect((screen.getByRole('textbox', { name: 'Minimum chemistry' }) as HTMLInputElement).value).toBe('28');
  });

  it("tells someone who is not the event's organiser that only the organiser may save", async () => {
    renderWidget(
      <RulesetManagerWidget eventId={17} />,
      rulesetRoutes(() => ({
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'not the organiser' } },
      })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save rules' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only the event’s organiser may change its rules.',
    );
  });

  it('names the field of a 400 answer, and refuses before asking when a minimum is above its cap', async () => {
    const fake = renderWidget(
      <RulesetManagerWidget eventId={17} />,
      rulesetRoutes(() => ({
        status: 400,
        body: {
          error: {
            code: 'INVALID_INPUT',
            message: 'Too big: expected number to be <=99',
            field: 'squadConfigData.maxOverall',
          },
        },
      })),
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'Overall cap' }), {
      target: { value: '120' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'squadConfigData.maxOverall: Too big: expected number to be <=99',
    );

    fireEvent.change(screen.getByRole('textbox', { name: 'Minimum overall' }), { target: { value: '95' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Overall cap' }), { target: { value: '90' } });
    const saves = () => fake.calls.filter((call) => call.url.pathname.endsWith('/rulesets/save/')).length;
    const before = saves();
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'minOverall (95) is greater than maxOverall (90)',
      ),
    );
    expect(saves()).toBe(before);
  });
});

describe('SocialViewWidget', () => {
  // jsdom draws nothing: a 2D context that records what the painter asks for stands in for the canvas.
  let drawn: { method: string; args: unknown[] }[];
  const original = {
    getContext: HTMLCanvasElement.prototype.getContext,
    toBlob: HTMLCanvasElement.prototype.toBlob,
    createObjectURL: URL.createObjectURL,
    revokeObjectURL: URL.revokeObjectURL,
  };
  beforeEach(() => {
    drawn = [];
    // Text measures 10 px a character, so long names are drawn smaller.
    const measured = { measureText: (value: string) => ({ width: value.length * 10 }) };
    const context = new Proxy(measured as Record<string | symbol, unknown>, {
      get: (target, key) =>
        key in target ? target[key] : (...args: unknown[]) => void drawn.push({ method: String(key), args }),
      set: (target, key, value) => {
        target[key] = value;
        return true;
      },
    });
    HTMLCanvasElement.prototype.getContext = (() =>
      context) as unknown as typeof HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback, type?: string) {
      callback(new Blob(['png bytes'], { type: type ?? 'image/png' }));
    };
    URL.createObjectURL = () => 'blob:http://localhost/squad-image';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() =>
    Object.assign(HTMLCanvasElement.prototype, { getContext: original.getContext, toBlob: original.toBlob }),
  );
  afterEach(() =>
    Object.assign(URL, {
      createObjectURL: original.createObjectURL,
      revokeObjectURL: original.revokeObjectURL,
    }),
  );

  const texts = () => drawn.filter((call) => call.method === 'fillText').map((call) => call.args[0]);

  it('draws the line-up by line and downloads it as a PNG named after the view and squad', async () => {
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderWidget(
      <SocialViewWidget
        view="social-image-lineup"
        inputs={{ eventUuid: EVENT_GUID, squadUuid: SQUAD_UUID, gameSlug: 'fc26' }}
      />,
      squadRoutes(),
    );
    const image = await screen.findByRole('img', { name: /Reds for the cup/ });
    expect(image.getAttribute('aria-label')).toBe(
      'Line-up image: Reds for the cup, rating not complete, chemistry 24 of 33',
    );
    expect(image.getAttribute('width')).toBe('1080');
    await waitFor(() => expect(texts()).toContain('Mohamed Salah'));
    expect(
      texts().filter((value) => ['GOALKEEPER', 'DEFENCE', 'MIDFIELD', 'ATTACK'].includes(String(value))),
    ).toEqual(['GOALKEEPER', 'DEFENCE', 'MIDFIELD', 'ATTACK']);
    fireEvent.click(screen.getByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe(`social-image-lineup-${SQUAD_UUID}.png`);
    expect(clicked[0]!.href).toBe('blob:http://localhost/squad-image');
    click.mockRestore();
  });

  it("the broadcast overlay is 16:9 and names the squad's rating and chemistry; the player view shows the top-rated card", async () => {
    renderWidget(
      <>
        <SocialViewWidget
          view="broadcast"
          inputs={{ eventUuid: EVENT_GUID, squadUuid: SQUAD_UUID, gameSlug: 'fc26' }}
        />
        <SocialViewWidget
          view="social-image-player"
          inputs={{ eventUuid: EVENT_GUID, squadUuid: SQUAD_UUID, gameSlug: 'fc26' }}
        />
      </>,
      squadRoutes(),
    );
    const broadcast = await screen.findByRole('img', { name: /^Broadcast view/ });
    expect([broadcast.getAttribute('width'), broadcast.getAttribute('height')]).toEqual(['1920', '1080']);
    await waitFor(() => expect(texts()).toContain('Chemistry 24/33'));
    expect(texts()).toContain('Rating –');
    expect(texts()).toContain('91  Mohamed Salah');
    // The player image's name line: the top-rated card of the XI, in full.
    expect(
      drawn.filter((call) => call.method === 'fillText' && call.args[0] === 'Mohamed Salah'),
    ).toHaveLength(1);
  });

  it('asks the squads service once for several views of one squad', async () => {
    const fake = renderWidget(
      <>
        <SocialViewWidget
          view="social-image-squad"
          inputs={{ eventUuid: EVENT_GUID, squadUuid: SQUAD_UUID, gameSlug: 'fc26' }}
        />
        <SocialViewWidget
          view="subs-render"
          inputs={{ eventUuid: EVENT_GUID, squadUuid: SQUAD_UUID, gameSlug: 'fc26' }}
        />
      </>,
      squadRoutes(),
    );
    expect(await screen.findAllByRole('img')).toHaveLength(2);
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('button', { name: 'Download PNG' })
          .every((button) => !(button as HTMLButtonElement).disabled),
      ).toBe(true),
    );
    expect(fake.requests.filter((url) => url.pathname === `/api/squads/${SQUAD_UUID}/`)).toHaveLength(1);
  });
});

describe('squad layout', () => {
  it('lists the XI by line from the keeper forward, each line from the left touchline', () => {
    expect(
      lineupByLine(squadFixture()).map(({ line, slots }) => [
        line,
        slots.map((slot) => slot.card?.name.split(' ').pop() ?? slot.positionName),
      ]),
    ).toEqual([
      ['Goalkeeper', ['Becker']],
      ['Defence', ['Robertson', 'Dijk', 'Konaté', 'Alexander-Arnold']],
      ['Midfield', ['Díaz', 'Allister', 'Szoboszlai', 'RM']],
      ['Attack', ['Salah', 'ST']],
    ]);
  });

  it("takes the XI's top-rated card, the earlier slot on a tie, and any card when no one starts", () => {
    const squad = squadFixture();
    expect(topRatedCard(squad)?.name).toBe('Mohamed Salah');
    const tied = {
      ...squad,
      cards: squad.cards.map((card) =>
        card.positionIdx === 2 && card.group === 'FIELD' ? { ...card, overall: 91 } : card,
      ),
    };
    expect(topRatedCard(tied)?.name).toBe('Virgil van Dijk');
    expect(
      topRatedCard({ ...squad, cards: squad.cards.filter((card) => card.group === 'SUBSTITUTE') })?.name,
    ).toBe('Curtis Jones');
    expect(topRatedCard({ ...squad, cards: [] })).toBeNull();
  });

  it('keeps a bench slot for every substitute, and none for an unknown formation', () => {
    expect(benchOf(squadFixture({ substituteCount: 1 })).map((slot) => slot.card?.name ?? null)).toEqual([
      'Caoimhín Kelleher',
      null,
      'Curtis Jones',
    ]);
    expect(fieldSlotsOf(squadFixture({ formationId: 'no-such-formation' }))).toEqual([]);
  });

  it('raises the defensive line with the line height, and names files safely', () => {
    expect(defensiveLineOf(85).y).toBeLessThan(defensiveLineOf(50).y);
    expect(defensiveLineOf(25).y).toBeGreaterThan(defensiveLineOf(50).y);
    expect(pngFileName('broadcast', '../a b')).toBe('broadcast-ab.png');
  });
});

describe('shortName', () => {
  it.each([
    ['De Luca', 'De Luca'],
    ['James Ridley', 'James Ridley'],
    ['Virgil van Dijk', 'van Dijk'],
    ['Trent Alexander-Arnold', 'Alexander-Arnold'],
    ['Cristiano Ronaldo dos Santos Aveiro', 'Ronaldo dos Santos Aveiro'],
  ])('labels %s as %s on the pitch', (name, label) => {
    expect(shortName(name)).toBe(label);
  });
});

describe('ruleset form', () => {
  it('reads back what it was given', () => {
    const ruleset = rulesetFixture({
      slotRatings: [{ positionIdx: 3, min: 70, max: null }],
      formations: ['f442'],
    });
    const reading = readForm(formOf(ruleset));
    expect(reading).toEqual({
      ok: true,
      squadConfigData: ruleset.squadConfigData,
      searchPoolData: ruleset.searchPoolData,
    });
  });

  it('names the field that is not a list of whole numbers, or an id both allowed and excluded', () => {
    const form = formOf(rulesetFixture());
    expect(readForm({ ...form, lists: { ...form.lists, nations: '14, x' } })).toEqual({
      ok: false,
      field: 'nations',
      message: 'Allowed nations: "x" is not a whole number',
    });
    expect(readForm({ ...form, lists: { ...form.lists, excludedLeagues: '13' } })).toMatchObject({
      ok: false,
      field: 'excludedLeagues',
    });
  });
});
