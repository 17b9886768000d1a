import { SBC_CUSTOM_REQUIREMENTS_KEY, SBC_SOLVE_OPTIONS_KEY } from '../../../config/env';
import { storedValue } from '../../../lib/stored-value';
import {
  draftOf,
  EMPTY_REQUIREMENTS,
  storedRequirementsOf,
  type CustomRequirements,
} from '../utils/custom-requirements';
import {
  accountOptionsOf,
  DEFAULT_SOLVE_OPTIONS,
  storedSolveOptionsOf,
  type SbcSolveOptions,
} from '../utils/solve-words';
import { saveToAccount } from './account-writes';

// The solver's options and the own-requirements form are the user's, not a panel's
// (docs/sbc-solver-web.md "Options"): every panel reads and changes the one set kept in this browser, so
// a player excluded (or the club turned off) on one challenge holds on the next, on a set, in the builder
// and on the next visit; a signed-in user's changes go to the account as well (use-account-preferences).

export const solveOptionsStore = storedValue(
  'SBC solver',
  SBC_SOLVE_OPTIONS_KEY,
  storedSolveOptionsOf,
  DEFAULT_SOLVE_OPTIONS,
);

/** The form as the user left it: a reload or a later visit finds it again. */
export const requirementsFormStore = storedValue(
  'SBC solver',
  SBC_CUSTOM_REQUIREMENTS_KEY,
  (stored) => storedRequirementsOf(stored) ?? EMPTY_REQUIREMENTS,
  EMPTY_REQUIREMENTS,
);

/** The user changes the options: kept here, and in the account when signed in. */
export const changeSolveOptions = (
  change: SbcSolveOptions | ((current: SbcSolveOptions) => SbcSolveOptions),
) => {
  saveToAccount({ options: accountOptionsOf(solveOptionsStore.set(change)) });
};

/** The user changes the form: kept here, and in the account when signed in. */
export const changeRequirementsForm = (form: CustomRequirements) => {
  saveToAccount({ customRequirements: draftOf(requirementsFormStore.set(form)) });
};

/**
 * The solver's options and their setter. On the server, and while the page hydrates, the defaults (the
 * server cannot know them); the stored ones right after.
 */
export const useSolveOptions = () => [solveOptionsStore.useValue(), changeSolveOptions] as const;

/** The own-requirements form and its setter, the same way. */
export const useRequirementsForm = () => [requirementsFormStore.useValue(), changeRequirementsForm] as const;
