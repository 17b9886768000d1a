import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { IDENTITY_CONTRACTS } from '@futgg/contracts';
import { SigningKeys } from './signing-keys.js';

@Controller()
export class KeysController {
  constructor(private readonly keys: SigningKeys) {}

  @MessagePattern(IDENTITY_CONTRACTS.getPublicKeys.subject)
  publicKeys() {
    return this.keys.publicKeySet();
  }
}
