import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { healthSubject, HealthReport } from '@futgg/contracts';
import {
  NatsRequester,
  eventStreamName,
  startService,
  type RunningService,
  type ServiceDefinition,
  type ServiceEnv,
} from '@futgg/service-kit';
import { createTestDatabase, runToken, TEST_NATS_URL, type TestDatabase } from './test-database.js';
import { testServiceEnv } from './test-service-env.js';

export interface ServiceUnderTest {
  service: RunningService;
  database: TestDatabase;
  requester: NatsRequester;
  subjectPrefix: string;
  client: NatsConnection;
  health(): Promise<HealthReport>;
  stop(): Promise<void>;
}

/**
 * Boots one real service for a suite: its own fresh database, a unique NATS subject prefix, real NATS,
 * PostgreSQL and Redis, plus a requester that talks to it the way the gateway does.
 */
export const startServiceUnderTest = async (
  label: string,
  definitionFor: (config: ServiceEnv) => ServiceDefinition,
  /** Services of one stack share a prefix, so the gateway reaches them all. */
  options: { subjectPrefix?: string } = {},
): Promise<ServiceUnderTest> => {
  const database = await createTestDatabase(label);
  const subjectPrefix = options.subjectPrefix ?? `t${runToken()}.`;
  const definition = definitionFor(testServiceEnv(database.url, subjectPrefix));
  const service = await startService(definition).catch(async (error) => {
    await database.drop();
    throw error;
  });
  const client = await connect({ servers: TEST_NATS_URL });
  const requester = new NatsRequester(client, subjectPrefix, 3000);
  return {
    service,
    database,
    requester,
    subjectPrefix,
    client,
    health: async () => HealthReport.parse(await requester.request(healthSubject(definition.name), {})),
    stop: async () => {
      await service.close();
      // The run's event stream, if a service of it made one (stacks sharing a prefix delete it once).
      await jetstreamManager(client)
        .then((manager) => manager.streams.delete(eventStreamName(subjectPrefix)))
        .catch(() => undefined);
      await client.close();
      await database.drop();
    },
  };
};
