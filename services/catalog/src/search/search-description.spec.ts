import { escapeHtml, playerDescription } from './search-description.js';

const card = { overall: 91, versionName: 'TOTY', positionName: 'ST', clubName: 'Real Madrid' };

describe('playerDescription', () => {
  it("shows the overall in bold, then the card's version, position and club", () => {
    expect(playerDescription(card)).toBe('<b>91</b> · TOTY · ST · Real Madrid');
  });

  it('escapes every name so a club or version name cannot inject markup', () => {
    expect(
      playerDescription({
        ...card,
        overall: 80,
        versionName: '<i>x</i>',
        clubName: '<img src=x onerror=alert(1)> & Co',
      }),
    ).toBe('<b>80</b> · &lt;i&gt;x&lt;/i&gt; · ST · &lt;img src=x onerror=alert(1)&gt; &amp; Co');
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });

  it('leaves out the club or version a card has none of', () => {
    expect(
      playerDescription({ ...card, overall: 75, positionName: 'GK', versionName: null, clubName: null }),
    ).toBe('<b>75</b> · GK');
  });
});
