import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type Caller, IDENTITY_CONTRACTS, type ContractRequest } from '@futgg/contracts';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { SessionsService } from './sessions.service.js';

const C = IDENTITY_CONTRACTS;

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @MessagePattern(C.getState.subject)
  state(@Payload(new ContractPipe(C.getState)) request: ContractRequest<typeof C.getState>) {
    return this.sessions.state(request.sessionId);
  }

  @MessagePattern(C.resolveSession.subject)
  resolve(@Payload(new ContractPipe(C.resolveSession)) request: ContractRequest<typeof C.resolveSession>) {
    return this.sessions.resolve(request.sessionId);
  }

  @MessagePattern(C.checkSession.subject)
  async check(@Payload(new ContractPipe(C.checkSession)) request: ContractRequest<typeof C.checkSession>) {
    return { isAlive: await this.sessions.isAlive(request.sessionKey) };
  }

  @MessagePattern(C.endSession.subject)
  end(@Payload(new ContractPipe(C.endSession)) request: ContractRequest<typeof C.endSession>) {
    return this.sessions.end(request.sessionKey);
  }

  @MessagePattern(C.listSessions.subject)
  list(@Payload(new ContractPipe(C.listSessions)) _request: unknown, @CurrentUser() caller: Caller | null) {
    return this.sessions.list(requireCaller(caller));
  }

  @MessagePattern(C.revokeSession.subject)
  revoke(
    @Payload(new ContractPipe(C.revokeSession)) request: ContractRequest<typeof C.revokeSession>,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.sessions.revokeOwn(requireCaller(caller), request.sessionKey);
  }
}
