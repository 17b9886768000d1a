import {
  MAX_INGEST_ROWS,
  type IncomingPriceRow,
  type MarketCardFacts,
  type PriceKey,
} from '@futgg/contracts';
import {
  observationCadenceOf,
  pcPriceOf,
  pricePathOf,
  priceTickOf,
  type MarketCard,
  type PricePoint,
} from '@futgg/game-data';
import { inBatches, type PriceSourceAdapter } from './price-source.js';

const MINUTE_MS = 60_000;
/** Cards priced between two yields to the event loop. */
const CARDS_PER_SLICE = 250;
const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

/** One card and key's observations over a span. */
export interface SimulatedSeries {
  eaId: number;
  priceKey: PriceKey;
  points: PricePoint[];
}

/**
 * The simulated market as a price source (docs/pricing.md): the cards the catalog lists as traded and
 * not extinct, each priced by libs/game-data's market model (a pure function of seed, card and instant),
 * observed on its cadence (every 5 minutes, fodder every 6 hours), on console and on PC.
 */
export class SimulatedMarket {
  private readonly cards: { card: MarketCard; cadence: number }[];

  constructor(
    facts: readonly MarketCardFacts[],
    private readonly seed: number,
  ) {
    this.cards = facts
      .filter((fact) => !fact.isSbc && !fact.isObjective && !fact.isExtinct)
      .map((fact) => {
        const card = { eaId: fact.eaId, overall: fact.overall, isSpecial: fact.isSpecial };
        return { card, cadence: observationCadenceOf(card, seed) };
      });
  }

  get size(): number {
    return this.cards.length;
  }

  /**
   * The observations due at this minute: each card whose cadence divides it, on both keys. Computed in
   * slices, yielding between them, so the worker keeps renewing its job's lock meanwhile.
   */
  async tick(at: Date): Promise<IncomingPriceRow[]> {
    const minute = Math.floor(at.getTime() / MINUTE_MS);
    const observedAt = new Date(minute * MINUTE_MS);
    const due = this.cards.filter(({ cadence }) => minute % cadence === 0);
    const rows: IncomingPriceRow[] = [];
    for (const [index, { card }] of due.entries()) {
      const { price } = priceTickOf(card, { seed: this.seed, at: observedAt, stepMinutes: 1 });
      rows.push(...this.rowsOf(card.eaId, { observedAt, price }));
      if (index % CARDS_PER_SLICE === CARDS_PER_SLICE - 1) await yieldToEventLoop();
    }
    return rows;
  }

  /** Each card's series over [from, to], on its cadence: the backfill's material. */
  *series(from: Date, to: Date): Generator<SimulatedSeries> {
    for (const { card, cadence } of this.cards) {
      const onConsole = pricePathOf(card, { seed: this.seed, from, to, stepMinutes: cadence });
      if (!onConsole.length) continue;
      yield { eaId: card.eaId, priceKey: 'console', points: onConsole };
      yield {
        eaId: card.eaId,
        priceKey: 'pc',
        points: onConsole.map((point) => ({ ...point, price: pcPriceOf(point.price, card.eaId, this.seed) })),
      };
    }
  }

  /** The minute's observations as a source the ingestion takes, in batches of at most `batchRows`. */
  sourceAt(at: Date, batchRows = MAX_INGEST_ROWS): PriceSourceAdapter {
    const tick = () => this.tick(at);
    return {
      source: 'simulated',
      batches: async function* () {
        yield* inBatches(await tick(), Math.min(batchRows, MAX_INGEST_ROWS));
      },
    };
  }

  private rowsOf(eaId: number, point: PricePoint): IncomingPriceRow[] {
    const observedAt = point.observedAt.toISOString();
    return [
      { eaId, priceKey: 'console', price: point.price, observedAt },
      { eaId, priceKey: 'pc', price: pcPriceOf(point.price, eaId, this.seed), observedAt },
    ];
  }
}
