import { PlayerItem, PlayerItemSummary } from '@futgg/contracts';

const SUMMARY_FIELDS = Object.keys(PlayerItemSummary.shape) as (keyof PlayerItemSummary)[];

/** The list row of a whole card: the fields the player database's list shows. */
export const playerSummaryOf = (card: PlayerItem): PlayerItemSummary =>
  Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, card[field]])) as PlayerItemSummary;

const ITEM_FIELDS = Object.keys(PlayerItem.shape) as (keyof PlayerItem)[];

/** The player item inside a richer shape (a definition's names and chemistry facts left out). */
export const playerItemOf = (card: PlayerItem): PlayerItem =>
  Object.fromEntries(ITEM_FIELDS.map((field) => [field, card[field]])) as PlayerItem;
