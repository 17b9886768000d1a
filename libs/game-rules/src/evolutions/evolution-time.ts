/** Milliseconds since the epoch of an ISO date-time or a Date; an unreadable date is a caller's bug. */
export const timeOf = (date: Date | string): number => {
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid date ${String(date)}`);
  return time;
};

/** Spec section 4: a player is not eligible when the reference date is after the evolution's end time. */
export const hasEndedBy = (endTime: string | null, referenceDate: Date | string | undefined): boolean =>
  referenceDate !== undefined && endTime !== null && timeOf(referenceDate) > timeOf(endTime);
