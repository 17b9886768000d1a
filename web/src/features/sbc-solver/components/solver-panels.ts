// The one module the routes load lazily (one request, one chunk, for every panel on a page).
export { SbcSolvePanel } from './sbc-solve-panel';
export { SbcSetSolvePanel } from './sbc-set-solve-panel';
export { CustomSolvePanel } from './custom-solve-panel';
