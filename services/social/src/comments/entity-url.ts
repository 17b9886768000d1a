import { CONTENT_TYPE_ID } from '@futgg/contracts';
import { SUPPORTED_GAME_YEARS } from '@futgg/game-rules';

const CURRENT_GAME_YEAR = SUPPORTED_GAME_YEARS[SUPPORTED_GAME_YEARS.length - 1]!;

// The site's page of each content type (web/src/app/router.tsx). A player's comments are the same on
// every game year's page, so the current year's page is where a notification leads.
const PAGES: Readonly<Record<number, (entityId: string) => string>> = {
  [CONTENT_TYPE_ID.player]: (id) => `/${CURRENT_GAME_YEAR}/players/${id}/`,
  [CONTENT_TYPE_ID.evolution]: (id) => `/evolutions/${id}/`,
  [CONTENT_TYPE_ID.sbc]: (id) => `/sbc/${id}/`,
  [CONTENT_TYPE_ID.objective]: (id) => `/objectives/${id}/`,
  [CONTENT_TYPE_ID.squad]: (id) => `/${CURRENT_GAME_YEAR}/squad-builder/${id}/edit/`,
  [CONTENT_TYPE_ID.tactic]: (id) => `/tactics/${id}/`,
};

/** Where a comment is read on the site: its entity's page, anchored at the comment. */
export const commentUrlOf = (contentTypeId: number, entityId: string, commentId: number): string => {
  const page = PAGES[contentTypeId]?.(encodeURIComponent(entityId)) ?? '/';
  return `${page}#comment-${commentId}`;
};
