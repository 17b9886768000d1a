import { act } from 'react';
import { renderToString } from 'react-dom/server.node';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { LocalDateTime } from './local-date-time';

const ISO = '2026-07-15T11:26:00.000Z';

describe('LocalDateTime', () => {
  it('renders UTC, labelled, on the server (it cannot know the reader’s zone)', () => {
    const html = renderToString(<LocalDateTime iso={ISO} />);
    expect(html).toContain(`dateTime="${ISO}"`);
    expect(html).toContain('15/07/2026, 11:26:00 UTC');
  });

  it('hydrates the server text without a mismatch, then shows local time', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LocalDateTime iso={ISO} />);
    document.body.appendChild(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <LocalDateTime iso={ISO} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe(new Date(ISO).toLocaleString('en-GB'));
    container.remove();
  });

  it('shows local time from the first render in the browser', () => {
    render(<LocalDateTime iso={ISO} />);
    expect(screen.getByText(new Date(ISO).toLocaleString('en-GB'))).toBeTruthy();
  });
});
