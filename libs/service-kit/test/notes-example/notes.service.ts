import { Injectable } from '@nestjs/common';
import type { Caller, Page, PageRequest } from '@futgg/contracts';
import { assertOwnedBy } from '../../src/caller/ownership.js';
import { conflictOnDuplicate } from '../../src/database/unique-violation.js';
import type { Note } from './notes.contracts.js';
import { NotesRepository } from './notes.repository.js';

@Injectable()
export class NotesService {
  constructor(private readonly notes: NotesRepository) {}

  create(caller: Caller, request: { title: string; body: string }): Promise<Note> {
    return conflictOnDuplicate(
      this.notes.insert(caller.id, request.title, request.body),
      'You already have a note with this title',
      'title',
    );
  }

  async update(caller: Caller, request: { id: number; body: string }): Promise<Note> {
    const note = await this.notes.find(request.id);
    assertOwnedBy(note, caller, 'Note');
    return this.notes.updateBody(note.id, request.body);
  }

  listMine(caller: Caller, page: PageRequest): Promise<Page<Note>> {
    return this.notes.pageOfOwner(caller.id, page);
  }
}
