import { Module } from '@nestjs/common';
import { UsersClient } from './users.client.js';

/** Identity's public profiles, for every social context that shows people. */
@Module({ providers: [UsersClient], exports: [UsersClient] })
export class UsersModule {}
