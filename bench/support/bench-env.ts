// Knobs the benches read from the environment, so that a subset or a longer run needs no edit.

/** A comma-separated list (`BENCH_ONLY=price,club-only`); `fallback` when unset or empty. */
export const envList = (name: string, fallback: readonly string[] = []): readonly string[] => {
  const words = process.env[name]?.split(',').filter(Boolean) ?? [];
  return words.length ? words : fallback;
};

/** Whether `BENCH_ONLY` keeps an instance: unset keeps all, else a name holding one of its words. */
export const chosenInstance = (name: string): boolean => {
  const only = envList('BENCH_ONLY');
  return only.length === 0 || only.some((word) => name.includes(word));
};
