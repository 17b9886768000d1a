import { isAttributeField, isFaceStatField, isGkFaceStatField, type Upgrade } from '@futgg/game-rules';
import type { ImportableEvolution, RefusedEvolution } from '../evolution-file.types.js';
import { checkedEntry } from '../import-entry.js';
import { readBoosts } from './boosts.js';
import type { ReferenceNames } from './reference-names.js';
import { readRequirementStrings } from './requirement-strings.js';
import { costOf, endTimeOf } from './scraped-values.js';

const EVO_ID = /^evo_(\d{1,9})$/;

/**
 * The most one card gets from one evolution, by the sample: its ordinary evolutions add up to +10 OVR and
 * +25 to one stat over all their levels. Beyond, the boosts are a build-your-own evolution's alternatives
 * summed over its levels (National Captain: OVR +46, Shot Power +70), which no card receives.
 */
export const ONE_CARD_MOST = { overall: 10, stat: 30 } as const;

const beyondOneCard = (upgrades: readonly Upgrade[]): string[] => {
  const totals = new Map<string, number>();
  for (const { type, value } of upgrades) {
    if (type === 'overall' || isFaceStatField(type) || isGkFaceStatField(type) || isAttributeField(type)) {
      totals.set(type, (totals.get(type) ?? 0) + value);
    }
  }
  return [...totals]
    .filter(([type, total]) => total > (type === 'overall' ? ONE_CARD_MOST.overall : ONE_CARD_MOST.stat))
    .map(([type, total]) => `${type} +${total}`);
};

export interface ScrapeReadOptions {
  names: ReferenceNames;
  /** Counts a relative expiry from here when an evolution has no scrape date. */
  now: Date;
}

/**
 * One evolution of fut.gg's scrape: an importable definition (its boosts, which are totals over the
 * levels, as one level) with what was left unread, or its refusal. Read: `evo_<n>` as the id, `titre`,
 * `description_courte`, the costs, the requirement strings, the boosts and the relative expiry. Left
 * aside: fut.gg's free flag and difficulty, the (empty) tasks, the submit deadline (not a creation date:
 * the service dates the evolution at import) and the app's own fields.
 */
export const readScrapedEvolution = (
  entry: unknown,
  index: number,
  { names, now }: ScrapeReadOptions,
): ImportableEvolution | RefusedEvolution => {
  const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
  const title = typeof e.titre === 'string' ? e.titre.trim() : '';
  const label = `${typeof e.id === 'string' ? e.id : `#${index}`}${title ? ` "${title}"` : ''}`;
  const unread: string[] = [];
  const refuse = (reason: string): RefusedEvolution => ({ index, label, reason, unread });
  if (e !== entry) return refuse('not an object');
  const id = EVO_ID.exec(String(e.id));
  if (!id) return refuse(`id ${JSON.stringify(e.id)} is not evo_<number>`);
  if (!title) return refuse('no titre (name)');
  const coinsCost = costOf(e.cout_credits);
  const pointsCost = costOf(e.cout_points);
  if (coinsCost === undefined) return refuse(`cout_credits ${JSON.stringify(e.cout_credits)} is no cost`);
  if (pointsCost === undefined) return refuse(`cout_points ${JSON.stringify(e.cout_points)} is no cost`);

  let scrapedAt = new Date(typeof e.date_scrape === 'string' ? e.date_scrape : NaN);
  if (Number.isNaN(scrapedAt.getTime())) {
    scrapedAt = now;
    if (e.date_expiration) unread.push(`no date_scrape: "${String(e.date_expiration)}" is counted from now`);
  }
  const end = endTimeOf(e.date_expiration, scrapedAt);
  if ('unreadable' in end) return refuse(end.unreadable);

  const conditions = Array.isArray(e.conditions_eligibilite) ? e.conditions_eligibilite : [];
  const { requirements, unread: requirementsUnread } = readRequirementStrings(conditions, names);
  unread.push(...requirementsUnread);
  const boosts = Array.isArray(e.boosts) ? e.boosts : [];
  if (boosts.length === 0) return refuse('no boosts: nothing to upgrade');
  const { upgrades, unread: boostsUnread } = readBoosts(boosts, names);
  unread.push(...boostsUnread);
  if (upgrades.length === 0) return refuse(`none of its ${boosts.length} boosts could be read`);
  const beyond = beyondOneCard(upgrades);
  if (beyond.length) {
    return refuse(
      `its boosts add up to ${beyond.join(', ')}: more than one card gets (a build-your-own evolution's ` +
        `choices summed over its levels)`,
    );
  }

  const checked = checkedEntry(
    {
      id: Number(id[1]),
      name: title,
      description: typeof e.description_courte === 'string' ? e.description_courte.trim() : '',
      endTime: end.endTime,
      coinsCost,
      pointsCost,
      repeatabilityCount: 1,
      levels: [{ upgrades }],
      requirements,
    },
    index,
  );
  if ('reason' in checked) return refuse(checked.reason);
  return { index, label, evolution: checked.evolution, unread };
};
