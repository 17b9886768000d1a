import { Injectable } from '@nestjs/common';
import type { UpgradeHubPage, UpgradeHubRequest } from '@futgg/contracts';
import { ContentCache } from '../feed/content-cache.js';
import { UpgradeHubRepository } from './upgrade-hub.repository.js';

@Injectable()
export class UpgradeHubService {
  constructor(
    private readonly repository: UpgradeHubRepository,
    private readonly cache: ContentCache,
  ) {}

  page(request: UpgradeHubRequest): Promise<UpgradeHubPage> {
    return this.cache.get(`upgrade-hub:${JSON.stringify(request)}`, () => this.repository.page(request));
  }
}
