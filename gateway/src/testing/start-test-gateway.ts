import { runToken, TEST_NATS_URL, TEST_REDIS_URL } from '@futgg/testing';
import { GatewayEnv, type GatewayConfig } from '../config.js';
import { createGateway, type RunningGateway } from '../create-gateway.js';

/** A real gateway on a free port, with its own NATS subject prefix and Redis key prefix. */
export const startTestGateway = async (
  subjectPrefix: string,
  overrides: Partial<Record<keyof GatewayConfig, string>> = {},
): Promise<RunningGateway> =>
  createGateway(
    GatewayEnv.parse({
      PORT: '0',
      HOST: '127.0.0.1',
      NATS_URL: TEST_NATS_URL,
      REDIS_URL: TEST_REDIS_URL,
      LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
      NATS_SUBJECT_PREFIX: subjectPrefix,
      REDIS_KEY_PREFIX: `futgg:test:${runToken()}:`,
      REQUEST_TIMEOUT_MS: '1500',
      ...overrides,
    }),
  );
