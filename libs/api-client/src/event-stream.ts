import type { ApiClient } from './api-client.js';

/** One server-sent event: its name (`message` unless named) and its joined data lines. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/** Thrown when the stream cannot be opened (its status kept): the caller decides whether to retry. */
export class EventStreamError extends Error {
  constructor(readonly status: number) {
    super(`The event stream answered ${status}`);
    this.name = 'EventStreamError';
  }
}

/**
 * Splits a text/event-stream body into events (the HTML standard's rules, for what our server sends):
 * blank line ends an event, `event:` names it, `data:` lines join with newlines, `:` lines are comments
 * (the server's keep-alive) and are skipped.
 */
export const readEventStream = async (
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let name = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length) onEvent({ event: name || 'message', data: data.join('\n') });
      name = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  };
  for (;;) {
    const { done, value } = await reader.read();
    buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffered.split(/\r\n|\r|\n/);
    // The last piece may be half a line: kept for the next chunk (all of it once the stream ends).
    buffered = done ? '' : (lines.pop() ?? '');
    for (const text of lines) line(text);
    if (done) return;
  }
};

/** What following a stream takes beside its handler: a signal to stop it, and word once it is open. */
export interface FollowOptions {
  signal?: AbortSignal;
  onOpen?: () => void;
}

/**
 * Reads an opened stream's events named `name`, each one's data as JSON to `onData`, until the stream
 * ends (resolves) or fails (rejects). A response that is not a stream (not OK, or no body) is
 * EventStreamError with its status, its body discarded; `onOpen` is told once the stream is open.
 */
export const followEvents = async <T>(
  response: Response,
  name: string,
  onData: (data: T) => void,
  onOpen?: () => void,
): Promise<void> => {
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new EventStreamError(response.status);
  }
  onOpen?.();
  await readEventStream(response.body, ({ event, data }) => {
    if (event !== name) return;
    try {
      onData(JSON.parse(data) as T);
    } catch {
      // A line that is not JSON is not the event's data; the stream goes on.
    }
  });
};

/**
 * Reads a solver job's stream (`GET …/{jobId}/stream/`, gateway/src/live/solver-job-stream.ts) and
 * calls `onJob` with each `job` event's job, until the stream ends (resolves: the server ends it after a
 * finished job) or fails (rejects; EventStreamError when it could not be opened, its status kept).
 */
export const followJobStream = async <Job>(
  client: ApiClient,
  path: string,
  basePath: string,
  onJob: (job: Job) => void,
  { signal, onOpen }: FollowOptions = {},
): Promise<void> => {
  const response = await client.openStream(path, { basePath, ...(signal ? { signal } : {}) });
  await followEvents(response, 'job', onJob, onOpen);
};
