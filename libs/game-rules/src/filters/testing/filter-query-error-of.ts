import { FilterQueryError } from '../filter-query-error.js';

/** The FilterQueryError a decode throws (a test's failure if it throws nothing or something else). */
export const filterQueryErrorOf = (query: string, decode: (query: string) => unknown): FilterQueryError => {
  try {
    decode(query);
  } catch (error) {
    if (error instanceof FilterQueryError) return error;
    throw error;
  }
  throw new Error(`"${query}" decoded without error`);
};
