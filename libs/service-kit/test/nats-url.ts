// The NATS server the test harness uses (libs/testing depends on this lib, so it is not imported here).
export const NATS_URL = process.env['TEST_NATS_URL'] ?? process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';
