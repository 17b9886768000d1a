import type { SbcSolverPreferences, UpdateSbcSolverPreferences } from '@futgg/contracts';

// The writes of a signed-in user's solver preferences to the account (docs/sbc-solver-web.md "Options"):
// each change is sent half a second after the last one, so typing in the form is one write, not ten.
// One page, one account: every panel on it shares the link and the writes waiting. A change still
// waiting when the page is left (closed, navigated away, hidden on a phone) is sent at once, with
// fetch's keepalive so the request outlives the page.

export const WRITE_DELAY_MS = 500;

export interface AccountLink {
  write: (
    update: UpdateSbcSolverPreferences,
    options: { keepalive: boolean },
  ) => Promise<SbcSolverPreferences>;
  onSaved: (saved: SbcSolverPreferences) => void;
}

type Part = keyof UpdateSbcSolverPreferences;

let link: AccountLink | null = null;
let waiting: UpdateSbcSolverPreferences = {};
let timer: ReturnType<typeof setTimeout> | undefined;
/** The parts the user changed on this page: the account's copy, arriving later, does not undo them. */
const changed = new Set<Part>();

const flush = (keepalive = false) => {
  timer = undefined;
  const update = waiting;
  waiting = {};
  if (!link || Object.keys(update).length === 0) return;
  const { write, onSaved } = link;
  write(update, { keepalive })
    .then(onSaved)
    .catch((error: unknown) => console.error('SBC solver: preferences not saved to the account', error));
};

/** Sends a part the user changed to the account (a visitor's: nowhere). */
export const saveToAccount = (part: UpdateSbcSolverPreferences) => {
  for (const name of Object.keys(part) as Part[]) changed.add(name);
  if (!link) return;
  waiting = { ...waiting, ...part };
  clearTimeout(timer);
  timer = setTimeout(flush, WRITE_DELAY_MS);
};

/** The page is being left: a write still waiting goes now, as one that outlives the page. */
const sendBeforeLeaving = () => {
  if (timer === undefined) return;
  clearTimeout(timer);
  flush(true);
};

let listening = false;
/** pagehide where the page closes or is left; visibilitychange where a phone hides it and may not return. */
const listenForLeaving = () => {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', sendBeforeLeaving);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendBeforeLeaving();
  });
};

/** The signed-in user's account to write to, or none (a visitor). */
export const linkAccount = (next: AccountLink | null) => {
  link = next;
  if (next) listenForLeaving();
};

/** Whether the user changed this part on this page. */
export const changedOnPage = (part: Part) => changed.has(part);

/** Forgets the page's link and writes (tests render one page after another in one module). */
export const resetAccountWrites = () => {
  clearTimeout(timer);
  timer = undefined;
  link = null;
  waiting = {};
  changed.clear();
};
