import { runToken } from '@futgg/testing';
import type { RunningGateway } from '../src/create-gateway.js';
import { startTestGateway } from '../src/testing/start-test-gateway.js';

// The public health answer says only whether the API answers; the fan-out to the services is on the
// gateway's own port for probes and operators.
describe('gateway health', () => {
  let gateway: RunningGateway;

  beforeAll(async () => {
    // No service listens on this prefix: the platform's detail must name them as down.
    gateway = await startTestGateway(`t${runToken()}health.`, { RATE_LIMIT_READS_PER_MINUTE: '3' });
  });
  afterAll(() => gateway?.close());

  it('answers /api/health/ from its own connections, with no internals, within the read budget', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await fetch(`${gateway.url}/api/health/`));
    const [first] = answers;
    expect(first!.status).toBe(200);
    expect(await first!.json()).toEqual({ status: 'ok' });
    expect(first!.headers.get('x-ratelimit-limit')).toBe('3');
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('names each service that is down on /health/platform, for operators', async () => {
    const response = await fetch(`${gateway.url}/health/platform`);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { status: string; services: Record<string, { status: string }> };
    expect(body.status).toBe('degraded');
    expect(body.services['catalog']).toMatchObject({ status: 'down' });
  });
});
