/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { loadRendererConfig } from './config';
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
  const request = (forwarded: string | undefined, remoteAddress = '10.0.0.5') =>
    ({
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
      socket: { remoteAddress },
    }) as unknown as IncomingMessage;

  it('takes the entry NGINX appended (the last), not one the client wrote in front of it', () => {
    expect(clientAddressOf(request('6.6.6.6, 203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddressOf(request('203.0.113.7'))).toBe('203.0.113.7');
  });

  it('falls back to the socket peer without a proxy', () => {
    expect(clientAddressOf(request(undefined))).toBe('10.0.0.5');
    expect(clientAddressOf(request(' , '))).toBe('10.0.0.5');
  });
});
