import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type {
  Caller,
  TrackViewRequest,
  TrackViewResult,
  ViewCount,
  ViewCountRequest,
  ViewCounts,
  ViewCountsRequest,
} from '@futgg/contracts';
import { GroupCommit } from './view-batcher.js';
import { ViewsRepository, type TrackedView } from './views.repository.js';

const PRUNE_EVERY_MS = 60_000;

/** The client a view is counted for: the signed-in user, else the gateway's hash of address and agent. */
export const clientKeyOf = (caller: Caller | null, gatewayClientKey: string): string =>
  caller ? `u:${caller.id}` : `a:${gatewayClientKey}`;

@Injectable()
export class ViewsService implements OnModuleInit, OnApplicationShutdown {
  private readonly writes: GroupCommit<TrackedView>;
  private pruner: NodeJS.Timeout | undefined;

  constructor(private readonly repository: ViewsRepository) {
    this.writes = new GroupCommit((views) => this.repository.apply(views));
  }

  onModuleInit() {
    this.pruner = setInterval(
      () => void this.repository.pruneWindows().catch(() => undefined),
      PRUNE_EVERY_MS,
    );
    this.pruner.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.pruner);
    await this.writes.drain();
  }

  /** Answers once the view is committed (counted or, under the burst rule, not): durable when accepted. */
  async track(request: TrackViewRequest, caller: Caller | null): Promise<TrackViewResult> {
    await this.writes.add({
      clientKey: clientKeyOf(caller, request.clientKey),
      contentTypeId: request.contentTypeId,
      entityId: request.entityId,
    });
    return { accepted: true };
  }

  async counts(request: ViewCountsRequest): Promise<ViewCounts> {
    const found = new Map(
      (await this.repository.counts(request.contentTypeId, request.ids)).map((row) => [
        row.entityId,
        row.views,
      ]),
    );
    return Object.fromEntries(request.ids.map((id) => [id, found.get(id) ?? 0]));
  }

  async count(request: ViewCountRequest): Promise<ViewCount> {
    const [row] = await this.repository.counts(request.contentTypeId, [request.entityId]);
    return { contentTypeId: request.contentTypeId, entityId: request.entityId, views: row?.views ?? 0 };
  }
}
