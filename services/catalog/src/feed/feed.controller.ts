import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { FEED_CONTRACTS as C, type FeedDatesRequest, type FeedDayRequest } from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { FeedService } from './feed.service.js';

@Controller()
export class FeedController {
  constructor(private readonly feed: FeedService) {}

  @MessagePattern(C.dates.subject)
  dates(@Payload(new ContractPipe(C.dates)) request: FeedDatesRequest) {
    return this.feed.dates(request);
  }

  @MessagePattern(C.day.subject)
  day(@Payload(new ContractPipe(C.day)) request: FeedDayRequest) {
    return this.feed.day(request);
  }
}
