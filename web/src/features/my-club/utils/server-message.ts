/** The reason the API gave for refusing a request (`{ error: { message } }`), if any. */
export const serverMessageOf = (error: unknown): string | undefined => {
  const body = (error as { body?: unknown } | null)?.body;
  const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
};
