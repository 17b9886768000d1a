import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { Caller, ContractRequest } from '@futgg/contracts';
import { CurrentUser, requireCaller } from '../../src/caller/current-user.js';
import { ContractPipe } from '../../src/errors/contract.pipe.js';
import { NOTES_CONTRACTS } from './notes.contracts.js';
import { NotesRepository } from './notes.repository.js';
import { NotesService } from './notes.service.js';

type Request<K extends keyof typeof NOTES_CONTRACTS> = ContractRequest<(typeof NOTES_CONTRACTS)[K]>;

/** Each handler parses its contract, learns the caller from the headers, and calls one service method. */
@Controller()
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @MessagePattern(NOTES_CONTRACTS.create.subject)
  create(
    @Payload(new ContractPipe(NOTES_CONTRACTS.create)) request: Request<'create'>,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.notes.create(requireCaller(caller), request);
  }

  @MessagePattern(NOTES_CONTRACTS.update.subject)
  update(
    @Payload(new ContractPipe(NOTES_CONTRACTS.update)) request: Request<'update'>,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.notes.update(requireCaller(caller), request);
  }

  @MessagePattern(NOTES_CONTRACTS.listMine.subject)
  listMine(
    @Payload(new ContractPipe(NOTES_CONTRACTS.listMine)) request: Request<'listMine'>,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.notes.listMine(requireCaller(caller), request);
  }
}

@Module({ controllers: [NotesController], providers: [NotesService, NotesRepository] })
export class NotesModule {}
