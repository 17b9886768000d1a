import { fireEvent, render, screen } from '@testing-library/react';
import { guardFirstClick } from '../lib/click-once';
import { ProtectedButton } from './protected-button';

describe(ProtectedButton.name, () => {
  it('lets the first click through and disables the button; later clicks are blocked', () => {
    let clicks = 0;
    render(<ProtectedButton onClick={() => (clicks += 1)}>Save squad</ProtectedButton>);
    const button = screen.getByRole('button', { name: 'Save squad' }) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.doubleClick(button);
    expect(clicks).toBe(1);
    expect(button.disabled).toBe(true);
  });
});

describe('guardFirstClick (server-rendered buttons)', () => {
  it('allows the first click, disables the button, and stops later clicks reaching other listeners', async () => {
    document.body.innerHTML = '<button type="button">Vote</button>';
    const button = document.querySelector('button')!;
    let reached = 0;
    button.addEventListener('click', (event) => guardFirstClick(button, event), { capture: true });
    button.addEventListener('click', () => (reached += 1));
    button.click();
    await Promise.resolve();
    expect(button.disabled).toBe(true);
    button.disabled = false; // a script re-enabling it must still not let a second click through
    button.click();
    expect(reached).toBe(1);
  });
});
