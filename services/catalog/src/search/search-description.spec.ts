import { escapeHtml, playerDescription } from './search-description.js';

describe('playerDescription', () => {
  it('shows the overall in bold, then position and club', () => {
    expect(playerDescription(91, 'ST', 'Real Madrid')).toBe('<b>91</b> · ST · Real Madrid');
  });

  it('escapes every name so a club name cannot inject markup', () => {
    expect(playerDescription(80, 'CB', '<img src=x onerror=alert(1)> & Co')).toBe(
      '<b>80</b> · CB · &lt;img src=x onerror=alert(1)&gt; &amp; Co',
    );
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });

  it('leaves the club out when the card has none', () => {
    expect(playerDescription(75, 'GK', null)).toBe('<b>75</b> · GK');
  });
});
