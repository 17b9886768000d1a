/** The season is drawn around the day it is first loaded (midnight UTC), so some evolutions are always live. */
export const seasonAnchorOf = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
