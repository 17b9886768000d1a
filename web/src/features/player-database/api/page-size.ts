// Rows per page of the player list, the API's default page size too (game-rules); index.html's early
// request asks for the same first page.
export { PLAYER_LIST_PAGE_SIZE as PLAYER_PAGE_SIZE } from '@futgg/game-rules';
