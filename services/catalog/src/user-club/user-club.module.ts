import { Module } from '@nestjs/common';
import { UserClubController } from './user-club.controller.js';
import { UserClubRepository } from './user-club.repository.js';
import { UserClubService } from './user-club.service.js';

/** The users' clubs: the cards each user owns (docs/user-club.md). */
@Module({
  controllers: [UserClubController],
  providers: [UserClubService, UserClubRepository],
})
export class UserClubModule {}
