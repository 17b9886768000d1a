/**
 * The planner's choice as a 0/1 program (docs/evolutions.md "The planner"): each candidate chain is a
 * binary x; maximise Σ gain·x subject to
 *   - each card takes at most one chain,
 *   - each evolution is used at most its remaining repeatability across the chosen chains,
 *   - the chosen chains' coins and points within the budget.
 * Written as CPLEX LP text for the solver.
 */
export interface ChainOption {
  /** Which card (an index into the club). */
  card: number;
  evolutionIds: readonly number[];
  coins: number;
  points: number;
  gain: number;
}

export interface AssignmentProblem {
  options: readonly ChainOption[];
  /** How many more times each evolution may be used; absent ids are unlimited. */
  remainingUses: ReadonlyMap<number, number>;
  maxCoins?: number | undefined;
  maxPoints?: number | undefined;
}

export const columnName = (index: number): string => `x${index}`;

const sum = (terms: readonly string[]) => (terms.length ? terms.join(' + ') : '0 x0');

/** The program as LP text; every option has a positive gain, so each column appears in the objective in order. */
export const assignmentLp = (problem: AssignmentProblem): string => {
  const { options } = problem;
  const rows: string[] = [];
  const byCard = new Map<number, number[]>();
  const byEvolution = new Map<number, number[]>();
  options.forEach((option, index) => {
    byCard.set(option.card, [...(byCard.get(option.card) ?? []), index]);
    for (const id of option.evolutionIds) byEvolution.set(id, [...(byEvolution.get(id) ?? []), index]);
  });
  for (const [card, indices] of byCard) {
    if (indices.length > 1) rows.push(` card${card}: ${sum(indices.map(columnName))} <= 1`);
  }
  for (const [id, indices] of byEvolution) {
    const remaining = problem.remainingUses.get(id);
    // A limit no choice can reach (each card takes one chain) is left out: it cannot bind.
    if (remaining !== undefined && remaining < new Set(indices.map((index) => options[index]!.card)).size) {
      rows.push(` evolution${id}: ${sum(indices.map(columnName))} <= ${remaining}`);
    }
  }
  const budget = (name: string, limit: number | undefined, cost: (option: ChainOption) => number) => {
    if (limit === undefined) return;
    const terms = options.flatMap((option, index) =>
      cost(option) > 0 ? [`${cost(option)} ${columnName(index)}`] : [],
    );
    if (terms.length) rows.push(` ${name}: ${sum(terms)} <= ${limit}`);
  };
  budget('coins', problem.maxCoins, (option) => option.coins);
  budget('points', problem.maxPoints, (option) => option.points);
  const objective = options.map((option, index) => `${option.gain} ${columnName(index)}`);
  return [
    'Maximize',
    ` obj: ${sum(objective)}`,
    'Subject To',
    ...(rows.length ? rows : [' none: 0 x0 >= 0']),
    'Binary',
    ` ${options.map((_, index) => columnName(index)).join(' ')}`,
    'End',
    '',
  ].join('\n');
};

/**
 * A plan made greedily (best gain first, while the card is free, the evolutions have uses left and the
 * budget allows): the solver's starting point, so a time-limited solve is never worse than it.
 */
export const greedyAssignment = (problem: AssignmentProblem): number[] => {
  const left = new Map(problem.remainingUses);
  const takenCards = new Set<number>();
  let coins = 0;
  let points = 0;
  const chosen: number[] = [];
  const order = problem.options
    .map((_, index) => index)
    .sort((a, b) => problem.options[b]!.gain - problem.options[a]!.gain);
  for (const index of order) {
    const option = problem.options[index]!;
    if (takenCards.has(option.card)) continue;
    if (option.evolutionIds.some((id) => left.has(id) && left.get(id)! < 1)) continue;
    if (problem.maxCoins !== undefined && coins + option.coins > problem.maxCoins) continue;
    if (problem.maxPoints !== undefined && points + option.points > problem.maxPoints) continue;
    for (const id of option.evolutionIds) if (left.has(id)) left.set(id, left.get(id)! - 1);
    takenCards.add(option.card);
    coins += option.coins;
    points += option.points;
    chosen.push(index);
  }
  return chosen;
};
