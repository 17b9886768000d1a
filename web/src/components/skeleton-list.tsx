/** Shimmering rows where a list's rows will be; hidden from screen readers (a count line says it loads). */
export const SkeletonList = ({ rows, rowClassName }: { rows: number; rowClassName?: string }) => (
  <div className="skeleton-list" aria-hidden="true">
    {Array.from({ length: rows }, (_, index) => (
      <div key={index} className={rowClassName ? `skeleton-row ${rowClassName}` : 'skeleton-row'} />
    ))}
  </div>
);
