import { formatCount } from './format-count';

export type CountKind = 'comments' | 'views';
export type SkeletonSize = 'small' | 'medium' | 'large';

// Drawn, not emoji: a page without an emoji font would show an empty box.
const ICON_PATHS: Record<CountKind, string> = {
  comments: 'M4 5h16v10H9l-4 4v-4H4z',
  views: 'M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
};
const CountIcon = ({ kind }: { kind: CountKind }) => (
  <svg
    className="counter__icon"
    viewBox="0 0 24 24"
    width="16"
    height="16"
    aria-hidden="true"
    focusable="false"
  >
    <path
      d={ICON_PATHS[kind]}
      fill={kind === 'views' ? 'currentColor' : 'none'}
      fillRule="evenodd"
      stroke={kind === 'comments' ? 'currentColor' : 'none'}
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);
const SKELETON_WIDTH: Record<SkeletonSize, number> = { small: 24, medium: 40, large: 64 };
const label = (kind: CountKind, count: number) =>
  kind === 'comments' ? (count === 1 ? 'comment' : 'comments') : count === 1 ? 'view' : 'views';

/**
 * A comment or view count (spec, second document, section 2: showIcon, showLabel, skeletonSize): a
 * skeleton of the given size until the count is known; without the label, screen readers still hear it.
 */
export const CountBadge = ({
  kind,
  count,
  showIcon = true,
  showLabel = true,
  skeletonSize = 'medium',
}: {
  kind: CountKind;
  /** undefined: not known yet (skeleton); null: could not be read (a dash). */
  count: number | null | undefined;
  showIcon?: boolean;
  showLabel?: boolean;
  skeletonSize?: SkeletonSize;
}) => (
  <span className="counter" aria-busy={count === undefined}>
    {showIcon && <CountIcon kind={kind} />}
    {count === undefined ? (
      <span
        className="skeleton-block counter__skeleton"
        style={{ width: SKELETON_WIDTH[skeletonSize] }}
        aria-hidden="true"
      />
    ) : (
      <span className="counter__value">{count === null ? '–' : formatCount(count)}</span>
    )}
    <span className={showLabel ? undefined : 'visually-hidden'}>{label(kind, count ?? 0)}</span>
  </span>
);
