import { Injectable } from '@nestjs/common';
import type { FeedDates, FeedDatesRequest, FeedDay, FeedDayRequest } from '@futgg/contracts';
import { FeedRepository } from './feed.repository.js';

/** The daily feed: the days with additions and one day's additions by richness. */
@Injectable()
export class FeedService {
  constructor(private readonly repository: FeedRepository) {}

  async dates(request: FeedDatesRequest): Promise<FeedDates> {
    const gameYear = request.gameYear ?? (await this.repository.defaultYear());
    return { gameYear, dates: await this.repository.dates(gameYear) };
  }

  /** A day without additions is an empty day (200 with no entries), not a 404: every day is a day. */
  async day(request: FeedDayRequest): Promise<FeedDay> {
    const gameYear = request.gameYear ?? (await this.repository.defaultYear());
    const { counts, entries } = await this.repository.day(gameYear, request.date);
    return { gameYear, date: request.date, counts, entries };
  }
}
