import { Injectable } from '@nestjs/common';
import {
  DomainError,
  ROLES,
  type Caller,
  type CloseReportRequest,
  type ListReportsRequest,
  type ModerationReport,
  type ModerationReportPage,
  type SendReportRequest,
  type SentReport,
} from '@futgg/contracts';
import { UserWriteBudgets, type WriteBudget } from '@futgg/service-kit';
import { UsersClient } from '../users/users.client.js';
import { ModerationRepository, type StoredReport } from './moderation.repository.js';

/** A user reports now and then; five a minute stops a script without getting in a person's way. */
export const REPORT_BUDGET: WriteBudget = { action: 'report', limit: 5, windowSeconds: 60 };

const assertAdmin = (caller: Caller) => {
  if (!caller.roles.includes(ROLES.ADMIN)) {
    throw new DomainError('FORBIDDEN', 'Only admins review reports');
  }
};

/** Reports: any signed-in user sends one; admins list and close them. */
@Injectable()
export class ModerationService {
  constructor(
    private readonly repository: ModerationRepository,
    private readonly budgets: UserWriteBudgets,
    private readonly users: UsersClient,
  ) {}

  async send(caller: Caller, request: SendReportRequest): Promise<SentReport> {
    await this.budgets.spend(caller.id, REPORT_BUDGET);
    const stored = await this.repository.insert(caller.id, request.url, request.note);
    return { id: stored.id, status: 'open' };
  }

  async list(caller: Caller, request: ListReportsRequest): Promise<ModerationReportPage> {
    assertAdmin(caller);
    const page = await this.repository.page(request);
    return { data: await this.withPeople(page.data), totalCount: page.totalCount };
  }

  async close(caller: Caller, request: CloseReportRequest): Promise<ModerationReport> {
    assertAdmin(caller);
    const closed = await this.repository.close(request.id, request.resolution, caller.id);
    if (!closed) {
      const existing = await this.repository.one(request.id);
      if (!existing) throw new DomainError('NOT_FOUND', `No report ${request.id}`);
      throw new DomainError('CONFLICT', `Report ${request.id} is closed already`, { field: 'id' });
    }
    return (await this.withPeople([closed]))[0]!;
  }

  private async withPeople(reports: StoredReport[]): Promise<ModerationReport[]> {
    const people = await this.users.byIds(
      reports.flatMap((report) =>
        report.closedBy ? [report.reporterId, report.closedBy] : [report.reporterId],
      ),
    );
    return reports.map(({ reporterId, closedBy, ...report }) => ({
      ...report,
      reporter: people.get(reporterId) ?? null,
      closedBy: closedBy ? (people.get(closedBy) ?? null) : null,
    }));
  }
}
