import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IDENTITY_CONTRACTS, type ContractRequest } from '@futgg/contracts';
import { ContractPipe } from '@futgg/service-kit';
import { SignInService } from './sign-in.service.js';

const C = IDENTITY_CONTRACTS;

@Controller()
export class SignInController {
  constructor(private readonly signIn: SignInService) {}

  @MessagePattern(C.startSignIn.subject)
  start(@Payload(new ContractPipe(C.startSignIn)) request: ContractRequest<typeof C.startSignIn>) {
    return this.signIn.start(request.returnTo);
  }

  @MessagePattern(C.completeSignIn.subject)
  complete(@Payload(new ContractPipe(C.completeSignIn)) request: ContractRequest<typeof C.completeSignIn>) {
    return this.signIn.complete(request.callbackQuery, request.loginBinding, request);
  }
}
