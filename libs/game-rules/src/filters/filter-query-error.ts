/**
 * A filter query the decoder refuses. `field` is the parameter as sent (`overall__gte`, `leagues`,
 * `sort`), so a service can answer `INVALID_INPUT` naming it; the message names it too.
 */
export class FilterQueryError extends Error {
  override readonly name = 'FilterQueryError';

  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
