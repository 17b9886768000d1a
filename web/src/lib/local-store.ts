/**
 * The browser's local storage for one feature, as JSON: a storage failure (quota, storage disabled, a
 * value that does not parse) is logged under the feature's name and ignored, and a read answers null,
 * so the feature falls back to its defaults (spec, second document, sections 3 and 8, for the squad
 * builder; the SBC solver's own requirements the same way).
 */
export const localStore = (feature: string) => {
  const storage = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window.localStorage;
    } catch (error) {
      console.error(`${feature}: local storage is not available`, error);
      return null;
    }
  };
  return {
    /** The stored text as it is (null when none, or unreadable): a cheap check for a change. */
    readText: (key: string): string | null => {
      try {
        return storage()?.getItem(key) ?? null;
      } catch (error) {
        console.error(`${feature}: could not read ${key}`, error);
        return null;
      }
    },
    read: (key: string): unknown => {
      try {
        const text = storage()?.getItem(key);
        return text ? JSON.parse(text) : null;
      } catch (error) {
        console.error(`${feature}: could not read ${key}`, error);
        return null;
      }
    },
    /** Answers whether the value was stored. */
    write: (key: string, value: unknown): boolean => {
      try {
        const target = storage();
        target?.setItem(key, JSON.stringify(value));
        return target !== null;
      } catch (error) {
        console.error(`${feature}: could not store ${key}`, error);
        return false;
      }
    },
    remove: (key: string): void => {
      try {
        storage()?.removeItem(key);
      } catch (error) {
        console.error(`${feature}: could not remove ${key}`, error);
      }
    },
  };
};
