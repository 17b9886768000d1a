import { costOf, endTimeOf } from './scraped-values.js';

const SCRAPED_AT = new Date('2026-03-22T22:09:05Z');
const after = (ms: number) => new Date(SCRAPED_AT.getTime() + ms).toISOString();
const HOUR = 3_600_000;

describe(endTimeOf.name, () => {
  it.each([
    ['Expire dans 17 jours', after(17 * 24 * HOUR)],
    ['Expire dans 1 jour', after(24 * HOUR)],
    ['expire dans 5 heures', after(5 * HOUR)],
    ['Expire dans 30 min', after(30 * 60_000)],
    ['Expire dans 2 semaines', after(14 * 24 * HOUR)],
    ['Se termine dans 3 j', after(3 * 24 * HOUR)],
    ['Expires in 4 days', after(4 * 24 * HOUR)],
    ['Expire demain', after(24 * HOUR)],
    ['Expiré', after(0)],
  ])('reads %j as %s', (text, endTime) => {
    expect(endTimeOf(text, SCRAPED_AT)).toEqual({ endTime });
  });

  it.each(['', '   ', undefined, null])('reads %j as no end: a permanent evolution', (text) => {
    expect(endTimeOf(text, SCRAPED_AT)).toEqual({ endTime: null });
  });

  it.each([
    ['Expire bientôt', 'expiry "Expire bientôt" says no time we can read'],
    ['Expire dans 3 lunes', 'expiry "Expire dans 3 lunes" says no time we can read'],
    [17, 'expiry 17 is not a text'],
  ])('refuses %j: %s', (text, reason) => {
    expect(endTimeOf(text, SCRAPED_AT)).toEqual({ unreadable: reason });
  });
});

describe(costOf.name, () => {
  it.each([
    [0, 0],
    [25_000, 25_000],
    ['25000', 25_000],
    ['25 000', 25_000],
    ['25,000', 25_000],
    ['1.500', 1500],
    ['25K', 25_000],
    ['2,5k', 2500],
    ['', 0],
    [undefined, 0],
  ])('reads %j as %i', (value, cost) => {
    expect(costOf(value)).toBe(cost);
  });

  it.each([-5, 1.5, 'free', '25 coins', true])('refuses %j', (value) => {
    expect(costOf(value)).toBeUndefined();
  });
});
