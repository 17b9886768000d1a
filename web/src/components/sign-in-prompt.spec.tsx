import { render, screen } from '@testing-library/react';
import { CurrentPathContext } from '../lib/current-path';
import { SignInPrompt } from './sign-in-prompt';

describe('SignInPrompt', () => {
  it('says what signing in gives and links to sign-in, coming back to the page the app is on', () => {
    render(
      <CurrentPathContext.Provider value="/26/players/1000/?tab=price">
        <SignInPrompt action="comment">Comments carry your name.</SignInPrompt>
      </CurrentPathContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Sign in to comment' })).toBeTruthy();
    expect(screen.getByText('Comments carry your name.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/api/identity/login/?next=%2F26%2Fplayers%2F1000%2F%3Ftab%3Dprice',
    );
  });

  it("comes back to the browser's address outside the app (a widget in a server-rendered page)", () => {
    window.history.replaceState(null, '', '/news/42/?sort=new');
    render(<SignInPrompt action="vote" />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/api/identity/login/?next=%2Fnews%2F42%2F%3Fsort%3Dnew',
    );
    window.history.replaceState(null, '', '/');
  });
});
