import { natsConnectionOptions } from './nats-servers.js';

describe(natsConnectionOptions.name, () => {
  it('passes plain server lists through', () => {
    expect(natsConnectionOptions('nats://127.0.0.1:4222')).toEqual({ servers: ['nats://127.0.0.1:4222'] });
    expect(natsConnectionOptions('nats://a:4222, nats://b:4222')).toEqual({
      servers: ['nats://a:4222', 'nats://b:4222'],
    });
  });

  it('takes the credentials out of the URL into user and pass, decoded', () => {
    expect(natsConnectionOptions('nats://catalog:s%40cret@nats:4222')).toEqual({
      servers: ['nats://nats:4222'],
      user: 'catalog',
      pass: 's@cret',
    });
  });
});
