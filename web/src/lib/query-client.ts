import { QueryClient } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@futgg/game-rules';
import { httpStatusOf } from './api';

/** Lists and core data are cached for 60 s by the gateway (spec, second document, section 9); so are we. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_SECONDS.LISTS * 1000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
      },
    },
  });

// A 4xx will answer the same way again; retrying only delays the error state.
const isClientError = (error: unknown): boolean => {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500;
};
