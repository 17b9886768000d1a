import { serverSentEventOf } from './direct-messages-stream.js';

const message = {
  id: 7,
  conversationId: 3,
  author: null,
  content: 'two\nlines\n\ndata: not an event',
  dateCreated: '2026-01-01T00:00:00.000Z',
};

describe(serverSentEventOf.name, () => {
  it('writes a live message as one `message` event whose data is the Message JSON on one line', () => {
    const event = serverSentEventOf(JSON.stringify({ event: 'message', data: message }));
    expect(event).toBe(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
    // A line break in the content stays escaped: the event cannot end early or smuggle a field.
    expect(event!.split('\n')).toHaveLength(4);
    expect(JSON.parse(event!.split('\n')[1]!.slice('data: '.length))).toEqual(message);
  });

  it.each([
    ['not JSON', 'event: message'],
    ['another event name', JSON.stringify({ event: 'message\ndata: x', data: message })],
    ['no message', JSON.stringify({ event: 'message' })],
    ['a message without its id', JSON.stringify({ event: 'message', data: { ...message, id: 'x' } })],
  ])('drops a payload that is %s', (_case, payload) => {
    expect(serverSentEventOf(payload)).toBeNull();
  });
});
