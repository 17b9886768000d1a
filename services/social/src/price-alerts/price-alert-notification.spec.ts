import { priceAlertNotification } from './price-alert-notification.js';

describe(priceAlertNotification.name, () => {
  const event = {
    alertId: 7,
    crossing: 2,
    userId: 'alice-id',
    gameYear: 26,
    eaId: 231747,
    cardName: 'Mbappé',
    priceKey: 'console' as const,
    direction: 'under' as const,
    threshold: 150_000,
    price: 149_000,
    crossedAt: '2026-11-27T12:00:00.000Z',
  };

  it('tells the owner the card, the side and the threshold, and leads to the player page', () => {
    expect(priceAlertNotification(event)).toEqual({
      userId: 'alice-id',
      typeSlug: 'price-alert',
      title: 'Mbappé is under 150,000 coins',
      body: 'Console price: 149,000 coins (your alert: under 150,000).',
      url: '/26/players/231747/',
      dedupeKey: 'price-alert:7:2',
    });
  });

  it('names the card by its eaId when the name is empty, and says over for an over alert', () => {
    expect(
      priceAlertNotification({ ...event, cardName: '', direction: 'over', priceKey: 'pc', price: 151_000 }),
    ).toMatchObject({
      title: 'Card 231747 is over 150,000 coins',
      body: 'PC price: 151,000 coins (your alert: over 150,000).',
    });
  });
});
