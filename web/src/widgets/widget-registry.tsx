import type { ReactNode } from 'react';
import {
  readComments,
  readCounter,
  readGlobalSearch,
  readRulesetManager,
  readSocialView,
  readSquadBuilder,
  readTimeDifference,
  type Outcome,
} from './read-inputs';
import type { SocialView } from './components/squad-layout';

/** A widget answers what to show in its marker: a component, a message, or nothing (null). */
export type WidgetFactory = (element: HTMLElement) => Promise<ReactNode | null>;

const navigateTo = (url: string) => window.location.assign(url);

// Each component loads lazily, so a page pays only for the pieces its markers ask for.
const counters = () => import('./components/counter-widget');

const outcome = async <T,>(
  result: Outcome<T>,
  render: (inputs: T) => Promise<ReactNode>,
): Promise<ReactNode | null> => {
  if (result.kind === 'message') {
    return (
      <p className="widget-error" role="alert">
        {result.message}
      </p>
    );
  }
  if (result.kind === 'log') {
    console.error(result.message);
    return null;
  }
  return render(result.inputs);
};

const socialView =
  (view: SocialView): WidgetFactory =>
  (element) =>
    outcome(readSocialView(element.dataset), async (inputs) => {
      const { SocialViewWidget } = await import('./components/social-view-widget');
      return <SocialViewWidget view={view} inputs={inputs} />;
    });

const globalSearch =
  (variant: 'desktop' | 'mobile'): WidgetFactory =>
  (element) => {
    // The search input the server rendered keeps what the visitor typed before the bundle loaded.
    const existing = element.querySelector('input')?.value ?? null;
    return outcome(readGlobalSearch(element.dataset, existing), async (inputs) => {
      const { GlobalSearch } = await import('../features/search/components/global-search');
      element.replaceChildren();
      return <GlobalSearch variant={variant} onNavigate={navigateTo} {...inputs} />;
    });
  };

const navigation =
  (isDesktop: boolean): WidgetFactory =>
  async () => {
    const [{ GlobalNav }, { AccountDrawerSection }] = await Promise.all([
      import('../components/layout/global-nav'),
      import('../features/identity/components/account-drawer-section'),
    ]);
    return (
      <GlobalNav
        isDesktop={isDesktop}
        currentPath={window.location.pathname}
        renderDrawerAccount={(onNavigate) => <AccountDrawerSection onNavigate={onNavigate} />}
      />
    );
  };

// A signed-in reader's Messages link and notifications bell come before the avatar, as in the app.
const userMenu: WidgetFactory = async () => {
  const [{ UserMenu }, { HeaderSocial }] = await Promise.all([
    import('../features/identity/components/user-menu'),
    import('../app/header-social'),
  ]);
  // One row, whatever the host page's marker is (a block by default).
  return (
    <div className="header-social">
      <HeaderSocial />
      <UserMenu />
    </div>
  );
};

/** Marker name (`data-widget`) → factory. docs/widgets.md lists the inputs of each. */
export const WIDGETS: Readonly<Record<string, WidgetFactory>> = {
  'squad-builder': (element) =>
    outcome(readSquadBuilder(element.dataset), async (inputs) => {
      const { SquadBuilderWidget } = await import('./components/squad-builder-widget');
      return <SquadBuilderWidget inputs={inputs} />;
    }),
  'ruleset-manager': (element) =>
    outcome(readRulesetManager(element.dataset), async ({ eventId }) => {
      const { RulesetManagerWidget } = await import('./components/ruleset-manager-widget');
      return <RulesetManagerWidget eventId={eventId} />;
    }),
  'social-image-squad': socialView('social-image-squad'),
  'social-image-lineup': socialView('social-image-lineup'),
  'social-image-player': socialView('social-image-player'),
  'social-image-tactics': socialView('social-image-tactics'),
  'subs-render': socialView('subs-render'),
  broadcast: socialView('broadcast'),
  comments: (element) =>
    outcome(readComments(element.dataset), async (inputs) => {
      const { CommentsWidget } = await import('./components/comments-widget');
      return <CommentsWidget inputs={inputs} />;
    }),
  'comment-count': (element) =>
    outcome(readCounter(element.dataset), async (inputs) => {
      const { CounterWidget } = await counters();
      return <CounterWidget kind="comments" inputs={inputs} />;
    }),
  'view-count': (element) =>
    outcome(readCounter(element.dataset), async (inputs) => {
      const { CounterWidget } = await counters();
      return <CounterWidget kind="views" inputs={inputs} />;
    }),
  'time-difference': async (element) => {
    const result = readTimeDifference(element.dataset);
    if (!result || result.kind !== 'mount') return null;
    const { TimeDifference } = await import('./components/time-difference');
    return <TimeDifference dateTime={result.inputs.dateTime} />;
  },
  'global-search': globalSearch('desktop'),
  'global-search-mobile': globalSearch('mobile'),
  'global-navigation': navigation(true),
  'global-navigation-mobile': navigation(false),
  'user-menu': userMenu,
  'user-menu-mobile': userMenu,
};
