import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  NOTIFICATIONS_CONTRACTS,
  type Caller,
  type GetNotificationsSummaryRequest,
  type ListNotificationsRequest,
  type MarkNotificationsReadRequest,
  type UpdateNotificationSettingsRequest,
} from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { NotificationsService } from './notifications.service.js';

const C = NOTIFICATIONS_CONTRACTS;

/** The notifications subjects: every one for the signed-in caller, on the caller's own notifications. */
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @MessagePattern(C.summary.subject)
  summary(
    @Payload(new ContractPipe(C.summary)) _request: GetNotificationsSummaryRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.notifications.summary(requireCaller(caller));
  }

  @MessagePattern(C.list.subject)
  list(
    @Payload(new ContractPipe(C.list)) request: ListNotificationsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.notifications.list(requireCaller(caller), request);
  }

  @MessagePattern(C.markRead.subject)
  markRead(
    @Payload(new ContractPipe(C.markRead)) request: MarkNotificationsReadRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.notifications.markRead(requireCaller(caller), request);
  }

  @MessagePattern(C.updateSettings.subject)
  updateSettings(
    @Payload(new ContractPipe(C.updateSettings)) request: UpdateNotificationSettingsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.notifications.updateSettings(requireCaller(caller), request);
  }
}
