/**
 * Collects the keys asked for within one tick and answers them from calls of at most `maxPerCall` keys
 * each: twenty vote buttons or counters on a page make one request, not twenty. A failed call fails the
 * keys it carried; a key asked for again later goes out again (callers cache, not this).
 */
export const batchCalls = <K extends string, V>(
  call: (keys: K[]) => Promise<Map<K, V> | Record<string, V>>,
  options: { maxPerCall: number; missing: (key: K) => V },
) => {
  let queued = new Map<K, { resolve: (value: V) => void; reject: (error: unknown) => void }[]>();
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const batch = queued;
    queued = new Map();
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += options.maxPerCall) {
      const chunk = keys.slice(start, start + options.maxPerCall);
      call(chunk).then(
        (answer) => {
          const read = (key: K): V | undefined =>
            answer instanceof Map ? answer.get(key) : (answer as Record<string, V>)[key];
          for (const key of chunk)
            for (const waiter of batch.get(key) ?? []) waiter.resolve(read(key) ?? options.missing(key));
        },
        (error: unknown) => {
          for (const key of chunk) for (const waiter of batch.get(key) ?? []) waiter.reject(error);
        },
      );
    }
  };

  return (key: K): Promise<V> =>
    new Promise<V>((resolve, reject) => {
      const waiters = queued.get(key) ?? [];
      waiters.push({ resolve, reject });
      queued.set(key, waiters);
      if (!scheduled) {
        scheduled = true;
        setTimeout(flush, 0);
      }
    });
};
