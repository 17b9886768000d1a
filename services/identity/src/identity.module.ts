import { Module } from '@nestjs/common';
import { SessionsController } from './sessions/sessions.controller.js';
import { SessionsService } from './sessions/sessions.service.js';
import { SessionsStore } from './sessions/sessions.store.js';
import { OidcProviderClient } from './sign-in/oidc-provider-client.js';
import { PendingSignInsStore } from './sign-in/pending-sign-ins.store.js';
import { SignInController } from './sign-in/sign-in.controller.js';
import { SignInService } from './sign-in/sign-in.service.js';
import { KeysController } from './tokens/keys.controller.js';
import { SigningKeys } from './tokens/signing-keys.js';
import { UsersController } from './users/users.controller.js';
import { UsersRepository } from './users/users.repository.js';

/** Users, sign-in through OpenID Connect, sessions and access tokens. */
@Module({
  controllers: [SignInController, SessionsController, KeysController, UsersController],
  providers: [
    OidcProviderClient,
    PendingSignInsStore,
    SignInService,
    SessionsStore,
    SessionsService,
    SigningKeys,
    UsersRepository,
  ],
})
export class IdentityModule {}
