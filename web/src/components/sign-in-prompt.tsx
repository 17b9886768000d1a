import { SignInLink } from './sign-in-link';

/**
 * What a visitor sees where something needs an account: what signing in gives, and the way to it,
 * which comes back to this page. Shared, so any feature can ask a visitor to sign in.
 */
export const SignInPrompt = ({ action, children }: { action: string; children?: string }) => (
  <div className="sign-in-prompt">
    <h2 className="sign-in-prompt__title">Sign in to {action}</h2>
    {children && <p className="sign-in-prompt__text">{children}</p>}
    <SignInLink className="button button--primary" />
  </div>
);
