// The evolutions API as the browser reaches it: the development OpenID provider, identity, the catalog
// with generated cards, the evolutions service and a real gateway on one subject prefix; users sign in
// through the provider's form.
import {
  startServiceUnderTest,
  signInThroughProvider,
  type HttpBrowser,
  type ServiceUnderTest,
} from '@futgg/testing';
import { evolutionsService } from '@futgg/evolutions-service/testing';
import { freePort } from './child-processes.js';
import { startIdentityStack, startProvider, type DevProvider, type IdentityStack } from './identity-stack.js';

export const DEV_PASSWORDS: Record<string, string> = {
  alice: 'alice-dev',
  bob: 'bob-dev',
  admin: 'admin-dev',
};

export interface SignedInUser {
  browser: HttpBrowser;
  id: string;
  accessToken: string;
  csrfToken: string;
}

export interface EvolutionsStack {
  url: string;
  stack: IdentityStack;
  evolutions: ServiceUnderTest;
  signIn(username: string): Promise<SignedInUser>;
  stop(): Promise<void>;
}

export const startEvolutionsStack = async (
  label: string,
  catalogPlayers: number,
): Promise<EvolutionsStack> => {
  const port = await freePort();
  const provider: DevProvider = await startProvider([`http://127.0.0.1:${port}`]);
  const stack = await startIdentityStack({ label, provider, port, catalogPlayers });
  const evolutions = await startServiceUnderTest(`${label}_evolutions`, evolutionsService, {
    subjectPrefix: stack.identity.subjectPrefix,
  });
  return {
    url: stack.url,
    stack,
    evolutions,
    signIn: async (username) => {
      const { browser } = await signInThroughProvider({
        siteUrl: stack.url,
        username,
        password: DEV_PASSWORDS[username]!,
      });
      const state = await browser.request(`${stack.url}/api/identity/`);
      const data = (
        JSON.parse(state.body) as { data: { user: { id: string }; accessToken: string; csrfToken: string } }
      ).data;
      return { browser, id: data.user.id, accessToken: data.accessToken, csrfToken: data.csrfToken };
    },
    stop: async () => {
      await evolutions.stop();
      await stack.stop();
      await provider.close();
    },
  };
};
