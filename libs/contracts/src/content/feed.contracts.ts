import { defineContract } from '../contract/contract.js';
import { FeedDates, FeedDatesRequest, FeedDay, FeedDayRequest } from './feed.schemas.js';

/** The catalog's daily feed subjects (docs/feed-and-collections.md); public, no caller. */
export const FEED_CONTRACTS = {
  dates: defineContract('catalog.feed.dates', 1, FeedDatesRequest, FeedDates),
  day: defineContract('catalog.feed.day', 1, FeedDayRequest, FeedDay),
} as const;
