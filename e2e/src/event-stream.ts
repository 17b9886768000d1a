// A server-sent event stream read with fetch, as the web app reads it: the suites of the direct
// messages' and the live fixtures' streams wait on it for text to arrive.

export interface OpenEventStream {
  response: Response;
  /** Reads until the text so far matches, or fails after `ms`. */
  until(pattern: RegExp, ms?: number): Promise<RegExpExecArray>;
  close(): Promise<void>;
  /** Everything read so far. */
  text(): string;
}

export const openEventStream = async (
  url: string,
  headers: Record<string, string> = {},
): Promise<OpenEventStream> => {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const until = async (pattern: RegExp, ms = 5000): Promise<RegExpExecArray> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = pattern.exec(text);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`No ${pattern} in the stream within ${ms} ms; got ${JSON.stringify(text)}`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left))),
      ]);
      clearTimeout(timer);
      if (chunk === null) continue;
      if (chunk.done) throw new Error(`The stream ended; got ${JSON.stringify(text)}`);
      text += decoder.decode(chunk.value, { stream: true });
    }
  };
  const close = () => {
    controller.abort();
    return reader.cancel().catch(() => undefined);
  };
  return { response, until, close, text: () => text };
};

export interface StreamedEvent {
  event: string;
  data: string;
}

/**
 * Reads a stream the server ends by itself (a solver job's, after the job's last state): its events in
 * order once it has ended, or a refusal's status and error body; fails (aborted) when it has not ended
 * within `ms`.
 */
export const eventsUntilEnd = async (
  url: string,
  headers: Record<string, string> = {},
  ms = 60_000,
): Promise<{ status: number; contentType: string | null; events: StreamedEvent[]; error: unknown }> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    const response = await fetch(url, { headers, signal: controller.signal });
    const contentType = response.headers.get('content-type');
    if (response.status !== 200)
      return { status: response.status, contentType, events: [], error: await response.json() };
    const events = (await response.text()).split('\n\n').flatMap((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice('data: '.length));
      return event && data.length ? [{ event, data: data.join('\n') }] : [];
    });
    return { status: 200, contentType, events, error: null };
  } finally {
    clearTimeout(timer);
  }
};
