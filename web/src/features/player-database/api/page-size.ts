/** Rows per page of the player list; index.html's early request asks for the same first page. */
export const PLAYER_PAGE_SIZE = 50;
