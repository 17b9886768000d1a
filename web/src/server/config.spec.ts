/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { loadRendererConfig, trustedProxiesOf } from './config';
import { clientAddressOf } from './renderer-server';

describe('loadRendererConfig', () => {
  it('has defaults that fit the compose and k8s names', () => {
    const config = loadRendererConfig({});
    expect(config).toMatchObject({
      port: 3010,
      host: '0.0.0.0',
      gatewayUrl: 'http://gateway:3000',
      renderTimeoutMs: 3000,
    });
    expect(config.webDist).toMatch(/dist$/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadRendererConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadRendererConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadRendererConfig({ RENDER_TIMEOUT_MS: '5' })).toThrow(/RENDER_TIMEOUT_MS/);
    expect(() => loadRendererConfig({ GATEWAY_URL: 'gateway:3000' })).toThrow(/GATEWAY_URL/);
    expect(() => loadRendererConfig({ GATEWAY_URL: 'http://gateway:3000/api' })).toThrow(/GATEWAY_URL/);
    expect(() => loadRendererConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('drops a trailing slash from the gateway origin', () => {
    expect(loadRendererConfig({ GATEWAY_URL: 'http://127.0.0.1:3000/' }).gatewayUrl).toBe(
      'http://127.0.0.1:3000',
    );
  });
});

describe('clientAddressOf', () => {
  const request = (forwarded: string | undefined, remoteAddress = '127.0.0.1') =>
    ({
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
      connection: { remoteAddress },
      socket: { remoteAddress },
    }) as unknown as IncomingMessage;
  const loopback = trustedProxiesOf(undefined);
  const cluster = trustedProxiesOf('loopback, 10.0.0.0/8');

  it('takes the entry the trusted proxy appended, not one the client wrote in front of it', () => {
    expect(clientAddressOf(request('6.6.6.6, 203.0.113.7'), loopback)).toBe('203.0.113.7');
    expect(clientAddressOf(request('203.0.113.7'), loopback)).toBe('203.0.113.7');
  });

  it('passes over every trusted hop: visitors behind the ingress keep their own addresses', () => {
    // client → ingress (10.1.2.3) → NGINX (10.4.5.6) → renderer
    expect(clientAddressOf(request('203.0.113.7, 10.1.2.3', '10.4.5.6'), cluster)).toBe('203.0.113.7');
    expect(clientAddressOf(request('198.51.100.9, 10.1.2.3', '10.4.5.6'), cluster)).toBe('198.51.100.9');
    // The same chain with only loopback trusted stops at the untrusted peer.
    expect(clientAddressOf(request('203.0.113.7, 10.1.2.3', '10.4.5.6'), loopback)).toBe('10.4.5.6');
  });

  it('believes no X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddressOf(request('1.2.3.4', '198.51.100.20'), loopback)).toBe('198.51.100.20');
  });

  it('falls back to the socket peer without a forwarded address', () => {
    expect(clientAddressOf(request(undefined, '10.0.0.5'), loopback)).toBe('10.0.0.5');
  });

  it('refuses a TRUSTED_PROXIES entry that is no address, naming the variable', () => {
    expect(() => trustedProxiesOf('loopback,not-an-address')).toThrow(/TRUSTED_PROXIES/);
  });
});
