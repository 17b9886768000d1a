// The simulated market's constants, measured on FUTBIN's FC 25 price history (shared/data/
// fc25-fut-cards-futbin: 543 cards, 27,003 daily points from 2024-09-19 to 2024-12-05, console market).
// libs/testing/src/real-data/market.calibration.real-data.spec.ts re-derives each number below from that
// history and fails, naming the new value, if the data and the constant part; the same spec then checks
// the simulated market against the history. Figures are rounded to about three significant digits.
//
// Definitions the derivations share:
// - A card's level is the median of its priced days (a 0 in the history is "no price" and is skipped).
// - A daily log return is log(p[d] / p[d-1]) over two consecutive priced days (22,677 of them).

// Price level by overall: level(o) = price × perPoint^(o − overall), a least-squares line of log(level)
// on overall.
// Base (`Normal`, 76 cards, 86–91): fitted on the "fodder-priced" cards only. A card more than twice
// the line's price is popular and left out, and the line is refitted until no card changes side (58
// cards stay). That line is the price a base card of that rating costs for its rating alone, which is
// what SBC fodder sells at. Extrapolated, it reaches about 210 at 75. That is why 75 is where the
// 200 floor for commons and rares stops.
export const BASE_PRICE_LEVEL = { overall: 86, price: 9_240, perPoint: 1.41 } as const;
// Specials (every other version, 357 priced cards, 87–95): fitted on all of them.
export const SPECIAL_PRICE_LEVEL = { overall: 90, price: 637_000, perPoint: 1.74 } as const;

// A card's demand is a multiplier on its rating's level, log-normal around the line.
// Base: the fodder-priced cards scatter by `sd` (log residuals). `popularShare` of the base cards
// (18 of 76) are popular players whose log premium over the line has mean `popularLogPremium`
// (×9.7) and spread `popularSd`. For example, an 86 at 80,000 while its rating trades at 8,000.
export const BASE_DEMAND = {
  sd: 0.158,
  popularShare: 0.237,
  popularLogPremium: 2.27,
  popularSd: 0.97,
} as const;
// Specials: the log residuals' standard deviation around their line.
export const SPECIAL_DEMAND_SD = 1.25;
// A special never trades under the base level of its rating: the cheapest of the 357 is at 0.72× it,
// only 8 are under 1×, and a special is at least as good fodder as a base card.

// Day-to-day noise: the median absolute daily log return of the cards whose level is under 1,000,000
// coins (18,207 returns) and from 1,000,000 up (4,470 returns, the dearest cards move less). The
// history's overall median is 0.0276.
export const MEDIAN_ABS_DAILY_LOG_RETURN = { underOneMillion: 0.0299, fromOneMillion: 0.02 } as const;

// Mean reversion: the lag-one-day autocorrelation of log prices around each card's own least-squares
// trend line. It is pooled over the 301 cards with at least 30 priced days, so the season's slide does
// not count as persistence. A deviation keeps 0.934 of itself a day, so it halves in about 10 days.
// Rolling-median deviations give 0.84 with a 7-day trailing window and 0.95 with a 14-day one. The
// window decides the answer, so the trend line is used instead.
export const DAILY_PERSISTENCE = 0.934;

// Promo shocks: a daily log return beyond ±`threshold` (±0.2, about an 18 % drop or a 22 % jump). That
// is 4.5 standard deviations of a normal with the median above: about once in 150,000 days. The
// history has 567 of them, 2.5 % of all returns, and 89.4 % of those are drops.
// They come in market-wide waves. On 10 of the 76 days (`promoDayShare`), 5 % or more of the cards
// shock at once. These are the promo releases: Nov 7–8, Nov 23, Nov 27–29 and others. On those days a
// card shocks with `chanceOnPromoDay`, and on other days with `chanceOtherDay`.
// Sizes beyond the threshold are close to exponential: P(> 0.3) / P(> 0.2) = 0.40,
// P(> 0.4) / P(> 0.3) = 0.42. `meanExcess` is the mean excess, which is the exponential's maximum-
// likelihood scale.
export const PROMO_SHOCK = {
  threshold: 0.2,
  promoDayShare: 0.132,
  chanceOnPromoDay: 0.111,
  chanceOtherDay: 0.0112,
  dropShare: 0.894,
  meanExcess: 0.122,
} as const;

// Not modelled: the history also slides, by 1.2 % a day on average (mean daily log return −0.0123).
// That is the season's decline and new cards crashing in their first week. The model is stationary
// around each card's base price, which keeps it usable for any date; the slide is left to whoever
// sets the base prices.
