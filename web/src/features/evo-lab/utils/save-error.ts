/** A refused save as the lab shows it: the server's message and the payload field or step it names. */
export interface SaveError {
  message: string;
  /** `evolution_path.{i}` for a step, or a payload field such as `attribute_sprint_speed`. */
  field: string | null;
}

/** The error body every service answers with (`{ error: { code, message, field } }`), read from an ApiError. */
export const saveErrorOf = (error: unknown): SaveError | null => {
  if (!error) return null;
  const body = (error as { body?: unknown }).body as
    { error?: { message?: unknown; field?: unknown } } | undefined;
  const message = typeof body?.error?.message === 'string' ? body.error.message : null;
  const field = typeof body?.error?.field === 'string' ? body.error.field : null;
  return {
    message: message ?? (error instanceof Error ? error.message : 'The player could not be saved'),
    field,
  };
};

/** The card field a payload name stands for (`attribute_sprint_speed` → `attributeSprintSpeed`). */
export const cardFieldOf = (payloadField: string): string =>
  payloadField === 'position_id'
    ? 'position'
    : payloadField.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
