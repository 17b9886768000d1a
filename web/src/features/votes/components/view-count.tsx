import { useViewCount } from '../api/votes-queries';
import { CountBadge, type SkeletonSize } from './count-badge';

export const ViewCount = ({
  contentTypeId,
  entityId,
  showIcon,
  showLabel,
  skeletonSize,
}: {
  contentTypeId: number;
  entityId: string;
  showIcon?: boolean;
  showLabel?: boolean;
  skeletonSize?: SkeletonSize;
}) => {
  const views = useViewCount(contentTypeId, entityId);
  return (
    <CountBadge
      kind="views"
      count={views.isError ? null : views.data}
      showIcon={showIcon}
      showLabel={showLabel}
      skeletonSize={skeletonSize}
    />
  );
};
