import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EVOLUTIONS_CONTRACTS,
  type Caller,
  type DeleteEvoLabItemRequest,
  type EvoLabOverviewRequest,
  type EvolutionsPlayerItemsRequest,
  type PathHashRequest,
  type SaveEvoLabPlayerRequest,
  type SquadBuilderFetchRequest,
  type UpdateEvoLabSettingsRequest,
  type WatchlistRequest,
} from '@futgg/contracts';
import { GAME_YEAR } from '@futgg/game-rules';
import { ContractPipe, CurrentUser, requireCaller } from '@futgg/service-kit';
import { EvoLabService } from './evo-lab.service.js';

const C = EVOLUTIONS_CONTRACTS;

/** The evo lab's own subjects: every one needs a signed-in caller and acts on the caller's rows only. */
@Controller()
export class EvoLabController {
  constructor(private readonly evoLab: EvoLabService) {}

  @MessagePattern(C.overview.subject)
  overview(
    @Payload(new ContractPipe(C.overview)) request: EvoLabOverviewRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.evoLab.overview(requireCaller(caller), request);
  }

  @MessagePattern(C.addItem.subject)
  add(@Payload(new ContractPipe(C.addItem)) request: PathHashRequest, @CurrentUser() caller: Caller | null) {
    return this.evoLab.add(requireCaller(caller), request.pathHash);
  }

  @MessagePattern(C.removeItem.subject)
  remove(
    @Payload(new ContractPipe(C.removeItem)) request: PathHashRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.evoLab.removeByHash(requireCaller(caller), request.pathHash);
  }

  @MessagePattern(C.save.subject)
  save(
    @Payload(new ContractPipe(C.save)) request: SaveEvoLabPlayerRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.evoLab.save(requireCaller(caller), request);
  }

  @MessagePattern(C.deleteItem.subject)
  delete(
    @Payload(new ContractPipe(C.deleteItem)) request: DeleteEvoLabItemRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.evoLab.delete(requireCaller(caller), request.id);
  }

  @MessagePattern(C.settings.subject)
  settings(@Payload(new ContractPipe(C.settings)) _request: unknown, @CurrentUser() caller: Caller | null) {
    return this.evoLab.settings(requireCaller(caller));
  }

  @MessagePattern(C.updateSettings.subject)
  updateSettings(
    @Payload(new ContractPipe(C.updateSettings)) request: UpdateEvoLabSettingsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.evoLab.updateSettings(requireCaller(caller), request);
  }

  @MessagePattern(C.watchlist.subject)
  watchlist(@Payload(new ContractPipe(C.watchlist)) _request: unknown, @CurrentUser() caller: Caller | null) {
    return this.evoLab.watchlist(requireCaller(caller));
  }

  @MessagePattern(C.watchlistAdd.subject)
  watch(
    @Payload(new ContractPipe(C.watchlistAdd)) request: WatchlistRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.evoLab.watch(requireCaller(caller), GAME_YEAR.DEFAULT, request.eaId);
  }

  @MessagePattern(C.watchlistRemove.subject)
  unwatch(
    @Payload(new ContractPipe(C.watchlistRemove)) request: WatchlistRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.evoLab.unwatch(requireCaller(caller), request.eaId);
  }

  @MessagePattern(C.myPlayerItem.subject)
  myPlayerItem(
    @Payload(new ContractPipe(C.myPlayerItem)) request: { eaId: number },
    @CurrentUser() caller: Caller | null,
  ) {
    return this.evoLab.ofCard(requireCaller(caller), request.eaId);
  }

  @MessagePattern(C.evolutionsPlayerItems.subject)
  playerItems(
    @Payload(new ContractPipe(C.evolutionsPlayerItems)) request: EvolutionsPlayerItemsRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.evoLab.asPlayerItems(requireCaller(caller), request);
  }

  @MessagePattern(C.squadBuilderList.subject)
  squadBuilderList(
    @Payload(new ContractPipe(C.squadBuilderList)) _request: unknown,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.evoLab.squadBuilderList(requireCaller(caller));
  }

  @MessagePattern(C.squadBuilderFetch.subject)
  squadBuilderFetch(
    @Payload(new ContractPipe(C.squadBuilderFetch)) request: SquadBuilderFetchRequest,
    @CurrentUser() caller: Caller | null,
  ) {
    return this.evoLab.squadBuilderFetch(requireCaller(caller), request);
  }
}
