import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SbcSolverPreferences, UpdateSbcSolverPreferences } from '@futgg/contracts';
import { useSbcSolverApis } from '../api/sbc-solver-apis';
import { draftOf, storedRequirementsOf, EMPTY_REQUIREMENTS } from '../utils/custom-requirements';
import {
  accountOptionsOf,
  DEFAULT_SOLVE_OPTIONS,
  sameSolveOptions,
  storedSolveOptionsOf,
} from '../utils/solve-words';
import { changedOnPage, linkAccount, resetAccountWrites, saveToAccount } from './account-writes';
import { requirementsFormStore, solveOptionsStore } from './use-solve-options';

// The solver's preferences follow a signed-in user from one device to the next (docs/sbc-solver-web.md
// "Options"). This browser's copy answers at once and is what the panels read. The account's copy is
// read once a page: when the account has saved any, it takes over this browser's (but for a part the
// user already changed on the page); an account that never saved any takes this browser's. A visitor's
// stay in this browser only.

// Signing in is a new page load (the identity provider's form), so a page has one user at most: what it
// read and took over is forgotten when the user signs out.
const PREFERENCES_KEY = ['sbc-solver', 'preferences'] as const;

/** Whether the page took the account's preferences already: once a page. */
let adopted = false;

const adopt = (saved: SbcSolverPreferences) => {
  const local: UpdateSbcSolverPreferences = {};
  const options = solveOptionsStore.get();
  const draft = draftOf(requirementsFormStore.get());
  if (saved.updatedAt !== null) {
    // A part the user changed on the page stays, and is sent (a change made before the page knew who
    // the user was had nowhere to go yet).
    if (changedOnPage('options')) local.options = accountOptionsOf(options);
    else solveOptionsStore.set(storedSolveOptionsOf(saved.options));
    if (changedOnPage('customRequirements')) local.customRequirements = draft;
    else requirementsFormStore.set(storedRequirementsOf(saved.customRequirements) ?? EMPTY_REQUIREMENTS);
  } else {
    if (!sameSolveOptions(options, DEFAULT_SOLVE_OPTIONS)) local.options = accountOptionsOf(options);
    if (draft) local.customRequirements = draft;
  }
  if (Object.keys(local).length) saveToAccount(local);
};

/**
 * Links the page to the signed-in user's account (every solver panel calls it; the query is one) and
 * answers the preferences as the account keeps them: undefined for a visitor, and until read.
 * `isSignedIn` is undefined while not known (the page hydrating): nothing changes then.
 */
export const useAccountPreferences = (isSignedIn: boolean | undefined): SbcSolverPreferences | undefined => {
  const { solver } = useSbcSolverApis();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: () => solver.preferences(),
    enabled: isSignedIn === true,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (isSignedIn === undefined) return;
    if (!isSignedIn) {
      linkAccount(null);
      adopted = false;
      queryClient.removeQueries({ queryKey: PREFERENCES_KEY });
      return;
    }
    linkAccount({
      write: (update, options) => solver.updatePreferences(update, options),
      onSaved: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
    });
  }, [isSignedIn, solver, queryClient]);
  const saved = isSignedIn ? query.data : undefined;
  useEffect(() => {
    if (!saved || adopted) return;
    adopted = true;
    adopt(saved);
  }, [saved]);
  return saved;
};

/** Forgets the page's account (tests render one page after another in one module). */
export const resetAccountPreferences = () => {
  adopted = false;
  resetAccountWrites();
};
