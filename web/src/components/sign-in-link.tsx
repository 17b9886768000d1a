import type { ReactNode } from 'react';
import { signInUrl } from '@futgg/api-client';
import { useCurrentPath } from '../lib/current-path';

/**
 * Sign-in is a full-page navigation (the gateway sends the browser on to the provider's login form
 * and back to this page once signed in), so a plain anchor, never a router link or a fetch.
 */
export const SignInLink = ({
  className,
  children = 'Sign in',
}: {
  className?: string;
  children?: ReactNode;
}) => (
  <a className={className} href={signInUrl(useCurrentPath())}>
    {children}
  </a>
);
