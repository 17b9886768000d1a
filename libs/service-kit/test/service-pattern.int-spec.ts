import { connect, headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { WIRE_HEADERS, type Caller } from '@futgg/contracts';
import { startService, type RunningService } from '../src/boot/start-service.js';
import { serviceEnv } from '../src/config/parse-env.js';
import { NatsRequester } from '../src/nats/nats-requester.js';
import { kitTestDatabase } from './kit-test-database.js';
import { NATS_URL } from './nats-url.js';
import { NOTES_CONTRACTS, type Note } from './notes-example/notes.contracts.js';
import { NotesModule } from './notes-example/notes.controller.js';
import { NotesExample1700000000000 } from './notes-example/notes.migration.js';

// The pattern every owned resource follows (tactics, squads, comments, alerts…), shown on a small
// example service booted by the real kit on real PostgreSQL and NATS: the caller from headers, 401
// for a visitor, 409 on a duplicate, 403 on another's row with the owner's row unchanged, paging.
const database = kitTestDatabase('pattern');
const prefix = `t${process.pid}pattern.`;
const alice: Caller = { id: 'user-alice', roles: [] };
const bob: Caller = { id: 'user-bob', roles: [] };

describe('the service pattern: an owned resource', () => {
  let service: RunningService;
  let client: NatsConnection;
  let requester: NatsRequester;

  beforeAll(async () => {
    service = await startService({
      name: 'social',
      schema: 'notes_example',
      module: NotesModule,
      migrations: [NotesExample1700000000000],
      config: serviceEnv(0).parse({
        DATABASE_URL: database.url,
        NATS_URL,
        REDIS_URL: process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379',
        NATS_SUBJECT_PREFIX: prefix,
        LOG_LEVEL: 'silent',
        HEALTH_PORT: '0',
      }),
    });
    client = await connect({ servers: NATS_URL });
    requester = new NatsRequester(client, prefix, 3000);
  }, 30_000);

  afterAll(async () => {
    await client?.close();
    await service?.close();
    await database.drop();
  });

  const create = (caller: Caller | undefined, payload: object) =>
    requester.request<Note>(NOTES_CONTRACTS.create.subject, payload, caller ? { caller } : {});
  const noteRow = async (id: number) =>
    (await service.pool.query('SELECT owner_id, body FROM notes_example.notes WHERE id = $1', [id])).rows[0];

  it('refuses a visitor with UNAUTHENTICATED', async () => {
    await expect(create(undefined, { title: 'x' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('creates the note for the caller of the headers, never for an owner named in the payload', async () => {
    const note = await create(alice, { title: 'Plan', body: 'evo first', ownerId: bob.id });
    expect(note).toMatchObject({ ownerId: alice.id, title: 'Plan', body: 'evo first' });
    expect(await noteRow(note.id)).toEqual({ owner_id: alice.id, body: 'evo first' });
  });

  it('answers a duplicate with CONFLICT naming the field, and writes nothing', async () => {
    await create(alice, { title: 'Twice' });
    await expect(create(alice, { title: 'Twice' })).rejects.toMatchObject({
      code: 'CONFLICT',
      field: 'title',
    });
    const counted = await service.pool.query(
      "SELECT count(*)::int AS n FROM notes_example.notes WHERE owner_id = $1 AND title = 'Twice'",
      [alice.id],
    );
    expect(counted.rows[0].n).toBe(1);
    // The same title is someone else's to use.
    await expect(create(bob, { title: 'Twice' })).resolves.toMatchObject({ ownerId: bob.id });
  });

  it("refuses another user's change with FORBIDDEN and leaves the owner's note as it was", async () => {
    const note = await create(alice, { title: 'Mine', body: 'original' });
    await expect(
      requester.request(NOTES_CONTRACTS.update.subject, { id: note.id, body: 'hacked' }, { caller: bob }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await noteRow(note.id)).toEqual({ owner_id: alice.id, body: 'original' });
    await expect(
      requester.request(NOTES_CONTRACTS.update.subject, { id: note.id, body: 'edited' }, { caller: alice }),
    ).resolves.toMatchObject({ body: 'edited' });
    await expect(
      requester.request(NOTES_CONTRACTS.update.subject, { id: 999_999, body: 'x' }, { caller: alice }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('pages the caller’s own notes with their total', async () => {
    const carol: Caller = { id: 'user-carol', roles: [] };
    for (const title of ['a', 'b', 'c', 'd', 'e']) await create(carol, { title });
    const page = await requester.request<{ data: Note[]; totalCount: number }>(
      NOTES_CONTRACTS.listMine.subject,
      { page: 3, pageSize: 2 },
      { caller: carol },
    );
    expect(page.totalCount).toBe(5);
    expect(page.data.map((note) => note.title)).toEqual(['e']);
    await expect(
      requester.request(NOTES_CONTRACTS.listMine.subject, { pageSize: 1000 }, { caller: carol }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', field: 'pageSize' });
  });

  it('survives PostgreSQL ending its idle connections, and answers the next request', async () => {
    await create(alice, { title: 'Before the restart' });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const ended = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'futgg-social' AND pid <> pg_backend_pid()",
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    // The pool hears of each ended connection as an error event (logged, not thrown) and drops it.
    while (service.pool.totalCount > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(create(alice, { title: 'After the restart' })).resolves.toMatchObject({ ownerId: alice.id });
  });

  it('treats a malformed caller header as a visitor', async () => {
    const headers = natsHeaders();
    headers.set(WIRE_HEADERS.userId, 'x'.repeat(200));
    const reply = await client.request(
      `${prefix}${NOTES_CONTRACTS.create.subject}`,
      JSON.stringify({ pattern: NOTES_CONTRACTS.create.subject, data: { title: 'y' }, id: 'probe' }),
      { headers, timeout: 3000 },
    );
    expect(JSON.parse(reply.string())).toMatchObject({ err: { code: 'UNAUTHENTICATED' } });
  });
});
