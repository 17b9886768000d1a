let turn: Promise<void> | null = null;

/**
 * Resolves at the end of the current event-loop turn (a `setImmediate`), one promise for every caller of
 * that turn. NATS messages published after it, requests from the gateway or replies from a service,
 * leave together in one socket write (nats.js flushes once per microtask checkpoint): under load the
 * NATS server is woken once per batch instead of once per message, which on these 2-core machines is
 * most of a hop's cost. At one message at a time it adds nothing (the check phase follows the poll phase).
 */
export const endOfTurn = (): Promise<void> =>
  (turn ??= new Promise((resolve) =>
    setImmediate(() => {
      turn = null;
      resolve();
    }),
  ));
