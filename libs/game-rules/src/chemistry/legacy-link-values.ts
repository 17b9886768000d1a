// The spec (first document, section 9) lists these from the link-based chemistry of FIFA 15–22, where a
// player's chemistry came from position fit plus links to neighbours. FIFA 23 replaced that system
// (rules.json "appliesTo"), so they take no part in chemistry points; they are kept, named, for the
// spec's completeness and for ranking how well a card fits a slot.
export const POSITION_BONUS_VALUES = [0.5, 1.5, 2.5, 3] as const;
export const TEAM_BONUS_VALUES = [0.9, 2, 3, 3.5] as const;
