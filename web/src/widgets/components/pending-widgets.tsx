// Pieces whose features land in later issues (comments, counters): each mounts where its marker is
// and shows its loading state, so pages can ship the markers now and the real components replace these
// without touching the pages.
import type { CounterInputs, EntityInputs } from '../read-inputs';

const Skeleton = ({ lines = 3 }: { lines?: number }) => (
  <span aria-hidden="true">
    {Array.from({ length: lines }, (_, index) => (
      <span key={index} className="skeleton-block" style={{ width: `${90 - index * 15}%` }} />
    ))}
  </span>
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
