// Pieces whose features land in later issues (squad builder, ruleset manager, social views, comments,
// counters): each mounts where its marker is and shows its loading state, so pages can ship the
// markers now and the real components replace these without touching the pages.
import type { CounterInputs, EntityInputs, SocialViewInputs, SquadBuilderInputs } from '../read-inputs';

const Skeleton = ({ lines = 3 }: { lines?: number }) => (
  <span aria-hidden="true">
    {Array.from({ length: lines }, (_, index) => (
      <span key={index} className="skeleton-block" style={{ width: `${90 - index * 15}%` }} />
    ))}
  </span>
);

export const SquadBuilderWidget = ({ inputs }: { inputs: SquadBuilderInputs }) => (
  <section className="widget-card" aria-busy="true" aria-label="Squad builder">
    <h2 className="panel__title">Squad Builder</h2>
    <p className="muted">
      Loading squad{inputs.squadId ? ` ${inputs.squadId}` : ''} for {inputs.gameSlug.toUpperCase()}
      {inputs.isReadOnly ? ' (read only)' : ''}…
    </p>
    <Skeleton lines={4} />
  </section>
);

export const RulesetManagerWidget = ({ eventId }: { eventId: number }) => (
  <section className="widget-card" aria-busy="true" aria-label="Ruleset manager">
    <h2 className="panel__title">Ruleset manager</h2>
    <p className="muted">Loading the rules of event {eventId}…</p>
    <Skeleton />
  </section>
);

export const SOCIAL_VIEW_TITLES: Record<string, string> = {
  'social-image-squad': 'Squad image',
  'social-image-lineup': 'Line-up image',
  'social-image-player': 'Player image',
  'social-image-tactics': 'Tactics image',
  'subs-render': 'Substitutes',
  broadcast: 'Broadcast view',
};

export const SocialViewWidget = ({ view, inputs }: { view: string; inputs: SocialViewInputs }) => (
  <section className="widget-card" aria-busy="true" aria-label={SOCIAL_VIEW_TITLES[view] ?? view}>
    <h2 className="panel__title">{SOCIAL_VIEW_TITLES[view] ?? view}</h2>
    <p className="muted">Rendering squad {inputs.squadUuid}…</p>
    <Skeleton lines={2} />
  </section>
);

export const CommentsWidget = ({ inputs }: { inputs: EntityInputs }) => (
  <section
    className="widget-card"
    aria-busy="true"
    aria-labelledby={`comments-${inputs.contentTypeId}-${inputs.entityId}`}
  >
    <h2 className="panel__title" id={`comments-${inputs.contentTypeId}-${inputs.entityId}`}>
      Comments
    </h2>
    <Skeleton lines={3} />
  </section>
);

const SKELETON_WIDTH = { small: 24, medium: 40, large: 64 } as const;

export const CounterWidget = ({ kind, inputs }: { kind: 'comments' | 'views'; inputs: CounterInputs }) => (
  <span className="counter" aria-busy="true">
    {inputs.showIcon && <span aria-hidden="true">{kind === 'comments' ? '💬' : '👁'}</span>}
    <span
      className="skeleton-block"
      style={{ width: SKELETON_WIDTH[inputs.skeletonSize], display: 'inline-block', margin: 0 }}
      aria-hidden="true"
    />
    <span className={inputs.showLabel ? undefined : 'visually-hidden'}>
      {kind === 'comments' ? 'comments' : 'views'}
    </span>
  </span>
);
