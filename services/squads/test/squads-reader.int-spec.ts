import { SQUADS_CONTRACTS, type Caller, type Squad } from '@futgg/contracts';
import { startServiceUnderTest, type ServiceUnderTest } from '@futgg/testing';
import { SquadReader } from '../src/squads/squad-reader.js';
import { squadsService } from '../src/squads.service-definition.js';

// The squads service alone on NATS, as the gateway and the service's other contexts reach it. No catalog
// or pricing runs here: an empty squad needs neither, and a squad with a card shows what happens when the
// catalog cannot answer.
describe('squads service: squads subjects and the exported reader', () => {
  let running: ServiceUnderTest;
  const alice: Caller = { id: 'user-alice', roles: [] };
  const bob: Caller = { id: 'user-bob', roles: [] };

  beforeAll(async () => {
    running = await startServiceUnderTest('squads_reader', squadsService);
  });

  afterAll(() => running?.stop());

  const save = (caller: Caller | undefined, body: Record<string, unknown>) =>
    running.requester.request<Squad>(SQUADS_CONTRACTS.save.subject, body, caller ? { caller } : {});
  const count = async () =>
    Number((await running.service.pool.query('SELECT count(*) FROM squads.squads')).rows[0].count);

  it('saves only for a signed-in caller, and answers an empty squad with empty chemistry and no rating', async () => {
    await expect(save(undefined, { formationId: 'f433', positions: [] })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const squad = await save(alice, { title: 'Empty', formationId: 'f4141', positions: [] });
    expect(squad).toMatchObject({ version: 1, isOwner: true, rating: null, price: { console: 0, pc: 0 } });
    expect(squad.chemistry.total).toBe(0);
    expect(squad.chemistry.perPlayer.map((slot) => slot.positionIdx)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    await expect(running.requester.request(SQUADS_CONTRACTS.list.subject, {})).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('reads a squad in process through SquadReader exactly as the get subject answers it', async () => {
    const squad = await save(alice, { title: 'Shared', formationId: 'f433', positions: [] });
    const reader = running.service.app.get(SquadReader);
    const asVisitor = await reader.view(squad.uuid, null);
    expect(asVisitor).toEqual(
      await running.requester.request<Squad>(SQUADS_CONTRACTS.get.subject, { uuid: squad.uuid }),
    );
    expect(asVisitor.isOwner).toBe(false);
    expect((await reader.view(squad.uuid, alice)).isOwner).toBe(true);
    expect((await reader.view(squad.uuid, bob)).isOwner).toBe(false);
    await expect(reader.view('00000000-0000-4000-8000-000000000000', alice)).rejects.toEqual(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
  });

  it('stores nothing when the catalog cannot say whether a card exists (503 naming the catalog)', async () => {
    const before = await count();
    await expect(
      save(alice, {
        formationId: 'f433',
        positions: [{ group: 'FIELD', positionIdx: 0, playerEaId: 20801 }],
      }),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE', message: expect.stringContaining('catalog') });
    expect(await count()).toBe(before);
  });
});
