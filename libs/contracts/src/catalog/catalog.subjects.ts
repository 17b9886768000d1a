export const CATALOG = {
  health: 'catalog.health.check',
  getCoreData: 'catalog.core-data.get',
  searchPlayerItems: 'catalog.player-items.search',
  getPlayerItem: 'catalog.player-items.get',
  getPlayerDefinition: 'catalog.player-definitions.get',
  listOtherVersions: 'catalog.player-definitions.other-versions',
  getDefinitionData: 'catalog.player-definitions.definition-data',
  listRecentPlayers: 'catalog.recent-players.list',
  search: 'catalog.search.query',
} as const;
