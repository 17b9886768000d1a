import { formatCount } from './format-count';

export type CountKind = 'comments' | 'views';
export type SkeletonSize = 'small' | 'medium' | 'large';

const ICONS: Record<CountKind, string> = { comments: '💬', views: '👁' };
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
  count: number | undefined;
  showIcon?: boolean;
  showLabel?: boolean;
  skeletonSize?: SkeletonSize;
}) => (
  <span className="counter" aria-busy={count === undefined}>
    {showIcon && <span aria-hidden="true">{ICONS[kind]}</span>}
    {count === undefined ? (
      <span
        className="skeleton-block counter__skeleton"
        style={{ width: SKELETON_WIDTH[skeletonSize] }}
        aria-hidden="true"
      />
    ) : (
      <span className="counter__value">{formatCount(count)}</span>
    )}
    <span className={showLabel ? undefined : 'visually-hidden'}>{label(kind, count ?? 0)}</span>
  </span>
);
