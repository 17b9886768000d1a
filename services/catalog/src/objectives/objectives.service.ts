import { Injectable } from '@nestjs/common';
import {
  DomainError,
  type Caller,
  type ObjectiveGroup,
  type ObjectiveGroupSummary,
  type ObjectiveGroupsRequest,
  type ObjectivesUserClubRequest,
  type SingleContentRequest,
} from '@futgg/contracts';
import { GAME_YEAR } from '@futgg/game-rules';
import { OBJECTIVES_PAGE_SIZE, ObjectivesRepository, matchesObjective } from './objectives.repository.js';
import { singleIdentifierOf } from '../content/single-identifier.js';

/** The objectives pages (docs/objectives-and-sbcs.md), of the default game year. */
@Injectable()
export class ObjectivesService {
  private readonly gameYear = GAME_YEAR.DEFAULT;

  constructor(private readonly repository: ObjectivesRepository) {}

  async tabs() {
    return { data: await this.repository.tabs(this.gameYear) };
  }

  async groups(request: ObjectiveGroupsRequest) {
    if (
      request.categorySlug !== undefined &&
      !(await this.repository.tabExists(this.gameYear, request.categorySlug))
    )
      throw new DomainError('INVALID_INPUT', `category_slug: no objectives tab "${request.categorySlug}"`, {
        field: 'category_slug',
      });
    return this.repository.groups(this.gameYear, request);
  }

  async group(key: { id: number } | { slug: string }, field = 'id' in key ? 'id' : 'slug') {
    const summary = await this.repository.group(this.gameYear, key);
    if (!summary)
      throw new DomainError('NOT_FOUND', `No objectives group ${'id' in key ? key.id : `"${key.slug}"`}`, {
        field,
      });
    const [group] = await this.withObjectives([summary]);
    return { data: group! };
  }

  async objective(id: number) {
    const objective = await this.repository.objective(this.gameYear, id);
    if (!objective) throw new DomainError('NOT_FOUND', `No objective ${id}`, { field: 'id' });
    const group = await this.repository.group(this.gameYear, { id: objective.groupId });
    return { data: { ...objective, group: group! } };
  }

  async campaign(request: { showExpired: boolean }) {
    const page = await this.repository.groups(this.gameYear, { ...request, page: 1, campaignOnly: true });
    return { data: await this.withObjectives(page.data) };
  }

  /** slug → that group; sbcSetId → the group of that id; sbcChallengeId → the group holding that objective. */
  async single(request: SingleContentRequest) {
    const identifier = singleIdentifierOf(request);
    if (identifier.field === 'slug') return this.group({ slug: identifier.slug }, 'slug');
    if (identifier.field === 'sbcSetId') return this.group({ id: identifier.id }, 'sbcSetId');
    const objective = await this.repository.objective(this.gameYear, identifier.id);
    if (!objective)
      throw new DomainError('NOT_FOUND', `No objective ${identifier.id}`, {
        field: 'sbcChallengeId',
      });
    return this.group({ id: objective.groupId }, 'sbcChallengeId');
  }

  /** Progress on every open group from the caller's club: club cards matching each objective's filter. */
  async userClub(caller: Caller, request: ObjectivesUserClubRequest) {
    const club = await this.repository.clubCards(caller.id, request.gameYear ?? this.gameYear);
    const card =
      request.userClubEaId === undefined
        ? undefined
        : club.find((item) => item.eaId === request.userClubEaId);
    if (request.userClubEaId !== undefined && !card)
      throw new DomainError(
        'NOT_FOUND',
        `user_club_ea_id: card ${request.userClubEaId} is not in your club`,
        {
          field: 'user_club_ea_id',
        },
      );
    const open = await this.repository.groups(this.gameYear, {
      showExpired: false,
      page: 1,
      campaignOnly: false,
    });
    const all = open.totalCount > open.data.length ? await this.allOpenGroups(open.totalCount) : open.data;
    const objectives = await this.repository.objectivesOf(
      this.gameYear,
      all.map((group) => group.id),
    );
    const data = all
      .map((group) => {
        const progress = objectives
          .filter((objective) => objective.groupId === group.id)
          .filter((objective) => !card || matchesObjective(card, objective.filter))
          .map((objective) => {
            const count = Math.min(
              objective.target,
              club.filter((item) => matchesObjective(item, objective.filter)).length,
            );
            return {
              objectiveId: objective.id,
              target: objective.target,
              progress: count,
              completed: count >= objective.target,
            };
          });
        return {
          groupId: group.id,
          slug: group.slug,
          name: group.name,
          completed: progress.filter((item) => item.completed).length,
          objectives: progress,
        };
      })
      .filter((group) => group.objectives.length > 0);
    return { data, totalCount: data.length };
  }

  private async allOpenGroups(total: number): Promise<ObjectiveGroupSummary[]> {
    const pages = Math.ceil(total / OBJECTIVES_PAGE_SIZE);
    const results = await Promise.all(
      Array.from({ length: pages }, (_, index) =>
        this.repository.groups(this.gameYear, { showExpired: false, page: index + 1 }),
      ),
    );
    return results.flatMap((page) => page.data);
  }

  private async withObjectives(groups: ObjectiveGroupSummary[]): Promise<ObjectiveGroup[]> {
    if (groups.length === 0) return [];
    const objectives = await this.repository.objectivesOf(
      this.gameYear,
      groups.map((group) => group.id),
    );
    return groups.map((group) => ({
      ...group,
      objectives: objectives.filter((objective) => objective.groupId === group.id),
    }));
  }
}
