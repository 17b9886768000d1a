// Tactics and their share codes through the real gateway (docs/tactics.md): alice and bob sign in through
// the development provider; squads are saved through the squads routes; roles come from the catalog's
// generated core data.
import { randomUUID } from 'node:crypto';
import {
  CATALOG_CONTRACTS,
  type CoreData,
  type CreatedTactics,
  type ImportedTactic,
  type Tactic,
  type TacticCode,
  type UpdatedTactics,
} from '@futgg/contracts';
import {
  SUBSTITUTE_TACTIC_SLOT,
  TACTIC_CODE_PREFIX,
  base64UrlOf,
  bytesOfBase64Url,
  formationById,
} from '@futgg/game-rules';
import { startSquadsStack, type SignedInUser, type SquadsStack } from './squads-stack.js';
import { apiCall, type ApiAnswer } from './api-call.js';

let stack: SquadsStack;
let alice: SignedInUser;
let bob: SignedInUser;
let core: CoreData;

type Answer<T> = ApiAnswer<T>;

const api = <T>(path: string, user: SignedInUser | null, json?: unknown): Promise<Answer<T>> =>
  apiCall<T>(stack.url, path, user, { json });

const T = '/api/fut/tactics';

/** A role of the catalog's core data for a general position (its fut.gg id is the tactic's roleId). */
const roleFor = (position: number, skip = 0) => {
  const roles = Object.values(core.baseRoles).filter((role) => role.position === position);
  const role = roles[skip % roles.length];
  if (role === undefined) throw new Error(`no role for position ${position} in core data`);
  return role;
};

/** A role for each of the formation's slots, and the substitute's entry when `full`. */
const rolesOf = (formationId: string, full = false) => {
  const slots = formationById(formationId)!.slots;
  const roles = slots.map((slot, index) => ({
    roleId: roleFor(slot.generalPositionId, index).id,
    positionUniqueId: slot.uniquePositionId as number,
    focusName: '',
  }));
  return full
    ? [...roles, { roleId: roleFor(25).id, positionUniqueId: SUBSTITUTE_TACTIC_SLOT, focusName: '' }]
    : roles;
};

const createBody = (data: Record<string, unknown>[]) => ({
  tactics: data.map((item) => ({ local_guid: randomUUID(), data: item })),
});

const create = (user: SignedInUser, data: Record<string, unknown>[]) =>
  api<CreatedTactics>(`${T}/create/`, user, createBody(data));

const createOne = async (user: SignedInUser, data: Record<string, unknown>): Promise<Tactic> => {
  const answer = await create(user, [data]);
  expect(answer.status).toBe(200);
  return answer.body.data.tactics[0]!.tactic;
};

const saveSquad = async (user: SignedInUser): Promise<string> => {
  const answer = await api<{ uuid: string }>('/api/squads/save/', user, {
    formationId: 'f433',
    positions: [],
  });
  expect(answer.status).toBe(200);
  return answer.body.data.uuid;
};

const allOf = async (user: SignedInUser) => (await api<Tactic[]>(`${T}/user-tactics/`, user)).body.data;

const expectRefused = (answer: Answer<unknown>, status: number, field?: string) => {
  expect({ status: answer.status, field: answer.body.error?.field }).toEqual({ status, field });
};

beforeAll(async () => {
  stack = await startSquadsStack('tactics_api', 300);
  core = await stack.squads.requester.request<CoreData>(CATALOG_CONTRACTS.getCoreData.subject, {
    gameYear: 26,
  });
  [alice, bob] = [await stack.signIn('alice'), await stack.signIn('bob')];
}, 180_000);

afterAll(() => stack?.stop(), 120_000);

describe('tactics: sign-in', () => {
  it('answers a visitor 401 on every route', async () => {
    const guid = '00000000-0000-4000-8000-000000000000';
    const calls: [string, unknown?][] = [
      [`${T}/user-tactics/`],
      [`${T}/user/`],
      [`${T}/${guid}/`],
      [`${T}/export-code/?tactic=${guid}`],
      [`${T}/create/`, { tactics: [] }],
      [`${T}/update/`, { guid, data: { title: 'x' } }],
      [`${T}/${guid}/delete/`, {}],
      [`${T}/import-code/`, { code: 'FGT-AA' }],
    ];
    for (const [path, body] of calls) expect((await api(path, null, body)).status).toBe(401);
  });
});

describe('tactics: create', () => {
  it('creates several at once, answering each local_guid with its new guid and the spec defaults', async () => {
    const body = createBody([
      { title: 'First', formationId: 'f433' },
      { title: 'Second', formationId: 'f442', positionRoles: rolesOf('f442').slice(0, 3) },
    ]);
    const answer = await api<CreatedTactics>(`${T}/create/`, alice, body);
    expect(answer.status).toBe(200);
    const [first, second] = answer.body.data.tactics;
    expect(first).toMatchObject({ local_guid: body.tactics[0]!.local_guid, guid: first!.tactic.tacticId });
    expect(second!.local_guid).toBe(body.tactics[1]!.local_guid);
    expect(second!.guid).not.toBe(first!.guid);
    expect(first!.tactic).toMatchObject({
      title: 'First',
      formationId: 'f433',
      defensiveApproachId: 10,
      customDefensiveApproachValue: null,
      buildUpStyleId: 8,
      lineHeight: 50,
      isFullSquad: false,
      squadUuid: null,
      positionRoles: [],
    });
    expect(first!.tactic.code.startsWith(TACTIC_CODE_PREFIX)).toBe(true);
    expect(second!.tactic.positionRoles).toEqual(rolesOf('f442').slice(0, 3));
    const fetched = await api<Tactic>(`${T}/${first!.guid}/`, alice);
    expect(fetched.body.data).toEqual(first!.tactic);
  });

  it('answers a retried create with the tactics it made the first time, creating none', async () => {
    const body = createBody([{ title: 'Retried', formationId: 'f433' }]);
    const first = await api<CreatedTactics>(`${T}/create/`, alice, body);
    const before = (await allOf(alice)).length;
    const again = await api<CreatedTactics>(`${T}/create/`, alice, body);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect((await allOf(alice)).length).toBe(before);
  });

  it('counts 11 slots and the substitute as a full squad, and plays the custom value as line height', async () => {
    const tactic = await createOne(alice, {
      title: 'Full',
      formationId: 'f4231',
      defensiveApproachId: 11,
      customDefensiveApproachValue: 70,
      positionRoles: rolesOf('f4231', true),
    });
    expect(tactic).toMatchObject({ isFullSquad: true, lineHeight: 70, defensiveApproachId: 11 });
    const deep = await createOne(alice, { title: 'Deep', formationId: 'f4231', defensiveApproachId: 9 });
    expect(deep.lineHeight).toBe(25);
  });

  it.each([
    [
      'a slot the formation does not have',
      { formationId: 'f433', positionRoles: [{ roleId: 1, positionUniqueId: 10, focusName: '' }] },
      'tactics.0.data.positionRoles.0.positionUniqueId',
    ],
    [
      'an unknown role',
      { formationId: 'f433', positionRoles: [{ roleId: 999, positionUniqueId: 0 }] },
      'tactics.0.data.positionRoles.0.roleId',
    ],
    [
      'an unknown defensive approach',
      { formationId: 'f433', defensiveApproachId: 3 },
      'tactics.0.data.defensiveApproachId',
    ],
    [
      'an unknown build-up style',
      { formationId: 'f433', buildUpStyleId: 99 },
      'tactics.0.data.buildUpStyleId',
    ],
    ['an unknown formation', { formationId: 'f999' }, 'tactics.0.data.formationId'],
    [
      'a custom value above 100',
      { formationId: 'f433', customDefensiveApproachValue: 101 },
      'tactics.0.data.customDefensiveApproachValue',
    ],
    ['an owner in the body', { formationId: 'f433', ownerId: 'someone' }, 'tactics.0.data'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_what, data, field) => {
    const before = (await allOf(alice)).length;
    expectRefused(await create(alice, [data]), 400, field);
    expect((await allOf(alice)).length).toBe(before);
  });

  it("refuses a role of another position on a slot, naming the role's field, and writes none of the call", async () => {
    const roles = rolesOf('f433');
    // Slot 3 of 4-3-3 is a centre-back's: give it the goalkeeper's role.
    roles[3] = { ...roles[3]!, roleId: roles[0]!.roleId };
    const before = (await allOf(alice)).length;
    const answer = await create(alice, [
      { title: 'Fine', formationId: 'f433' },
      { title: 'Wrong', formationId: 'f433', positionRoles: roles },
    ]);
    expectRefused(answer, 400, 'tactics.1.data.positionRoles.3.roleId');
    expect((await allOf(alice)).length).toBe(before);
  });
});

describe('tactics: read, update, delete', () => {
  it('updates in the spec form and the single form, keeping createdAt and moving lastUpdatedAt', async () => {
    const tactic = await createOne(alice, {
      title: 'Before',
      formationId: 'f433',
      positionRoles: rolesOf('f433'),
    });
    const many = await api<UpdatedTactics>(`${T}/update/`, alice, {
      tactics: [
        { guid: tactic.tacticId, data: { title: 'After', defensiveApproachId: 12, buildUpStyleId: 6 } },
      ],
    });
    expect(many.status).toBe(200);
    const updated = many.body.data.tactics[0]!;
    expect(updated).toMatchObject({
      title: 'After',
      defensiveApproachId: 12,
      buildUpStyleId: 6,
      lineHeight: 95,
    });
    expect(updated.positionRoles).toEqual(tactic.positionRoles);
    expect(updated.createdAt).toBe(tactic.createdAt);
    expect(updated.lastUpdatedAt > tactic.lastUpdatedAt).toBe(true);
    expect(updated.code).not.toBe(tactic.code);

    const one = await api<UpdatedTactics>(`${T}/update/`, alice, {
      guid: tactic.tacticId,
      data: { title: 'Single' },
    });
    expect(one.status).toBe(200);
    expect(one.body.data.tactics[0]!.title).toBe('Single');
    expect((await api<Tactic>(`${T}/${tactic.tacticId}/`, alice)).body.data.title).toBe('Single');
  });

  it('clears the roles when the formation changes without new roles (spec, section 4)', async () => {
    const tactic = await createOne(alice, {
      title: 'Roles',
      formationId: 'f433',
      positionRoles: rolesOf('f433'),
    });
    const answer = await api<UpdatedTactics>(`${T}/update/`, alice, {
      guid: tactic.tacticId,
      data: { formationId: 'f442' },
    });
    expect(answer.body.data.tactics[0]).toMatchObject({ formationId: 'f442', positionRoles: [] });
  });

  it('refuses an update that gives both forms, neither, or bad roles, changing nothing', async () => {
    const tactic = await createOne(alice, { title: 'Kept', formationId: 'f433' });
    const guid = tactic.tacticId;
    expectRefused(
      await api(`${T}/update/`, alice, {
        guid,
        data: { title: 'x' },
        tactics: [{ guid, data: { title: 'y' } }],
      }),
      400,
      'guid',
    );
    expectRefused(await api(`${T}/update/`, alice, {}), 400, 'tactics');
    expectRefused(
      await api(`${T}/update/`, alice, {
        tactics: [
          { guid, data: { title: 'Changed' } },
          { guid: '00000000-0000-4000-8000-000000000001', data: { title: 'Nobody' } },
        ],
      }),
      404,
      'tactics.1.guid',
    );
    expectRefused(
      await api(`${T}/update/`, alice, {
        guid,
        data: { positionRoles: [{ roleId: 1, positionUniqueId: 25 }] },
      }),
      400,
      'data.positionRoles.0.roleId',
    );
    expect((await api<Tactic>(`${T}/${guid}/`, alice)).body.data).toEqual(tactic);
  });

  it('deletes a tactic; it is then gone, and a second delete is 404', async () => {
    const tactic = await createOne(alice, { title: 'Doomed', formationId: 'f433' });
    const deleted = await api<{ guid: string; deleted: boolean }>(
      `${T}/${tactic.tacticId}/delete/`,
      alice,
      {},
    );
    expect(deleted.body.data).toEqual({ guid: tactic.tacticId, deleted: true });
    expect((await api(`${T}/${tactic.tacticId}/`, alice)).status).toBe(404);
    expect((await api(`${T}/${tactic.tacticId}/delete/`, alice, {})).status).toBe(404);
  });

  it('names a malformed guid', async () => {
    expectRefused(await api(`${T}/not-a-guid/`, alice), 400, 'guid');
    expectRefused(await api(`${T}/not-a-guid/delete/`, alice, {}), 400, 'id');
  });
});

describe('tactics: lists', () => {
  let named: Tactic[];

  beforeAll(async () => {
    named = [];
    for (const title of ['Charlie', 'alpha', 'Bravo']) {
      named.push(await createOne(bob, { title, formationId: 'f433' }));
    }
  });

  it('gives the named guids in each whitelisted order', async () => {
    const guids = named.map((tactic) => tactic.tacticId).join(',');
    const titles = async (orderBy: string) => {
      const answer = await api<Tactic[]>(`${T}/user-tactics/?guids=${guids}&order_by=${orderBy}`, bob);
      expect(answer.body.totalCount).toBe(3);
      return answer.body.data.map((tactic) => tactic.title);
    };
    expect(await titles('title')).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(await titles('-title')).toEqual(['Charlie', 'Bravo', 'alpha']);
    expect(await titles('createdAt')).toEqual(['Charlie', 'alpha', 'Bravo']);
    expect(await titles('-createdAt')).toEqual(['Bravo', 'alpha', 'Charlie']);
    await api(`${T}/update/`, bob, { guid: named[0]!.tacticId, data: { title: 'Charlie' } });
    expect(await titles('-lastUpdatedAt')).toEqual(['Charlie', 'Bravo', 'alpha']);
    expect(await titles('lastUpdatedAt')).toEqual(['alpha', 'Bravo', 'Charlie']);
  });

  it('refuses an order outside the whitelist and a malformed guid, naming the parameter', async () => {
    expectRefused(await api(`${T}/user-tactics/?order_by=owner_id`, bob), 400, 'order_by');
    expectRefused(await api(`${T}/user-tactics/?guids=${named[0]!.tacticId},nope`, bob), 400, 'guids.1');
    expectRefused(await api(`${T}/user-tactics/?sort=title`, bob), 400, 'sort');
  });

  it("pages the caller's tactics under /user/ (not taken for a guid)", async () => {
    const all = await allOf(bob);
    const first = await api<Tactic[]>(`${T}/user/?page_size=2&order_by=createdAt`, bob);
    const second = await api<Tactic[]>(`${T}/user/?page_size=2&page=2&order_by=createdAt`, bob);
    expect(first.body.totalCount).toBe(all.length);
    expect([...first.body.data, ...second.body.data].map((tactic) => tactic.title)).toEqual(
      [...all]
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .slice(0, 4)
        .map((tactic) => tactic.title),
    );
    expectRefused(await api(`${T}/user/?page_size=1000`, bob), 400, 'page_size');
  });
});

describe('tactics: squads', () => {
  it('keeps at most four tactics a squad: the fifth is 409 naming it, and nothing is written', async () => {
    const squad = await saveSquad(alice);
    const four = await create(
      alice,
      [1, 2, 3, 4].map((n) => ({ title: `Squad ${n}`, formationId: 'f433', squadUuid: squad })),
    );
    expect(four.status).toBe(200);
    const before = await allOf(alice);
    const fifth = await create(alice, [
      { title: 'Loose', formationId: 'f433' },
      { title: 'Fifth', formationId: 'f433', squadUuid: squad },
    ]);
    expectRefused(fifth, 409, 'tactics.1.data.squadUuid');
    expect(fifth.body.error?.message).toContain('MAX_TACTICS');
    expect(await allOf(alice)).toEqual(before);

    const loose = await createOne(alice, { title: 'Outside', formationId: 'f433' });
    expectRefused(
      await api(`${T}/update/`, alice, { guid: loose.tacticId, data: { squadUuid: squad } }),
      409,
      'data.squadUuid',
    );
    const ofSquad = await api<Tactic[]>(`${T}/user-tactics/?squad=${squad}&order_by=createdAt`, alice);
    expect(ofSquad.body.data.map((tactic) => tactic.title)).toEqual([
      'Squad 1',
      'Squad 2',
      'Squad 3',
      'Squad 4',
    ]);
  });

  it('lets only four of five racing creates into one squad', async () => {
    const squad = await saveSquad(bob);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        create(bob, [{ title: `Race ${n}`, formationId: 'f433', squadUuid: squad }]),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 409]);
    const ofSquad = await api<Tactic[]>(`${T}/user-tactics/?squad=${squad}`, bob);
    expect(ofSquad.body.totalCount).toBe(4);
  });

  it("refuses another user's squad (403) and an unknown one (404), naming squadUuid", async () => {
    const bobsSquad = await saveSquad(bob);
    expectRefused(
      await create(alice, [{ formationId: 'f433', squadUuid: bobsSquad }]),
      403,
      'tactics.0.data.squadUuid',
    );
    expectRefused(
      await create(alice, [{ formationId: 'f433', squadUuid: '00000000-0000-4000-8000-000000000002' }]),
      404,
      'tactics.0.data.squadUuid',
    );
  });
});

describe('tactics: share codes', () => {
  it("exports a saved tactic's code and imports it back with every field", async () => {
    const tactic = await createOne(alice, {
      title: 'Gegenpress ⚽ 東京',
      formationId: 'f4231',
      defensiveApproachId: 12,
      customDefensiveApproachValue: 88,
      buildUpStyleId: 7,
      positionRoles: rolesOf('f4231', true),
    });
    const exported = await api<TacticCode>(`${T}/export-code/?tactic=${tactic.tacticId}`, alice);
    expect(exported.body.data.code).toBe(tactic.code);
    const imported = await api<ImportedTactic>(`${T}/import-code/`, bob, { code: exported.body.data.code });
    expect(imported.status).toBe(200);
    const { tacticId: _id, squadUuid: _squad, createdAt: _c, lastUpdatedAt: _u, ...fields } = tactic;
    expect(imported.body.data).toEqual(fields);
  });

  it('exports an unsaved tactic given as base64url JSON, and the import creates the same tactic', async () => {
    const data = { title: 'Unsaved', formationId: 'f352', positionRoles: rolesOf('f352').slice(0, 5) };
    const encoded = base64UrlOf(new TextEncoder().encode(JSON.stringify(data)));
    const exported = await api<TacticCode>(`${T}/export-code/?tactic=${encoded}&encoded=1`, bob);
    expect(exported.status).toBe(200);
    const imported = await api<ImportedTactic>(`${T}/import-code/`, bob, { code: exported.body.data.code });
    expect(imported.body.data).toMatchObject({ ...data, defensiveApproachId: 10, buildUpStyleId: 8 });
    const { code: _code, lineHeight: _l, isFullSquad: _f, ...fields } = imported.body.data;
    const created = await createOne(bob, fields);
    expect(created.code).toBe(exported.body.data.code);
  });

  it('refuses a damaged code with 400 naming the problem', async () => {
    const tactic = await createOne(alice, {
      title: 'Share',
      formationId: 'f433',
      positionRoles: rolesOf('f433'),
    });
    const bytes = bytesOfBase64Url(tactic.code.slice(TACTIC_CODE_PREFIX.length))!;
    bytes[5] = bytes[5]! ^ 0x10;
    const cases: [string, string][] = [
      [TACTIC_CODE_PREFIX + base64UrlOf(bytes), 'CHECKSUM_MISMATCH'],
      [`XYZ-${tactic.code.slice(4)}`, 'BAD_PREFIX'],
      [`${tactic.code}!`, 'BAD_BASE64'],
      [`${TACTIC_CODE_PREFIX}AAAA`, 'TRUNCATED'],
    ];
    for (const [code, reason] of cases) {
      const answer = await api(`${T}/import-code/`, alice, { code });
      expectRefused(answer, 400, 'code');
      expect(answer.body.error?.message).toContain(reason);
    }
  });

  it('refuses export input that is neither a guid nor valid encoded data, naming tactic', async () => {
    expectRefused(await api(`${T}/export-code/?tactic=abc`, alice), 400, 'tactic');
    expectRefused(await api(`${T}/export-code/?tactic=*&encoded=1`, alice), 400, 'tactic');
    const badRole = base64UrlOf(
      new TextEncoder().encode(
        JSON.stringify({ formationId: 'f433', positionRoles: [{ roleId: 999, positionUniqueId: 0 }] }),
      ),
    );
    expectRefused(
      await api(`${T}/export-code/?tactic=${badRole}&encoded=1`, alice),
      400,
      'tactic.positionRoles.0.roleId',
    );
  });
});

describe("tactics: another user's", () => {
  it("lets bob neither read, list, export, update nor delete alice's tactic, which stays as it was", async () => {
    const tactic = await createOne(alice, {
      title: 'Private',
      formationId: 'f433',
      positionRoles: rolesOf('f433'),
    });
    const guid = tactic.tacticId;
    expect((await api(`${T}/${guid}/`, bob)).status).toBe(403);
    expect((await api(`${T}/export-code/?tactic=${guid}`, bob)).status).toBe(403);
    expect((await api(`${T}/update/`, bob, { guid, data: { title: 'Mine now' } })).status).toBe(403);
    expect(
      (await api(`${T}/update/`, bob, { tactics: [{ guid, data: { title: 'Mine now' } }] })).status,
    ).toBe(403);
    expect((await api(`${T}/${guid}/delete/`, bob, {})).status).toBe(403);
    const listed = await api<Tactic[]>(`${T}/user-tactics/?guids=${guid}`, bob);
    expect(listed.body).toEqual({ data: [], totalCount: 0 });
    expect((await allOf(bob)).some((row) => row.tacticId === guid)).toBe(false);
    expect((await api<Tactic>(`${T}/${guid}/`, alice)).body.data).toEqual(tactic);
  });
});
