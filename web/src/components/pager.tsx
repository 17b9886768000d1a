/**
 * Previous and next for a paged list, with where the reader is: "21–40 of 312". Hidden when everything
 * fits on one page.
 */
export const Pager = ({
  page,
  pageSize,
  totalCount,
  onChange,
  label,
}: {
  page: number;
  pageSize: number;
  totalCount: number;
  onChange: (page: number) => void;
  /** What is paged, for the navigation's name: "Eligible players pages". */
  label: string;
}) => {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(totalCount, page * pageSize);
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button button--small"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <span aria-hidden="true">←</span> Previous
      </button>
      <p className="pager__where" aria-live="polite">
        {first.toLocaleString('en-GB')}–{last.toLocaleString('en-GB')} of {totalCount.toLocaleString('en-GB')}
        <span className="pager__page">
          {' '}
          · page {page} of {pages}
        </span>
      </p>
      <button
        type="button"
        className="button button--small"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        Next <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
};
