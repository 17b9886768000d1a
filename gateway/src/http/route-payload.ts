import { DomainError, parseRequest } from '@futgg/contracts';
import type { RouteContext, RouteDefinition } from '../routes/route-definition.js';

/** A contract's field named as the HTTP caller sent it (`pageSize` was `page_size`). */
const withHttpName = (error: unknown, httpNames: Readonly<Record<string, string>>): unknown => {
  if (!(error instanceof DomainError) || error.field === undefined) return error;
  const httpName = httpNames[error.field];
  if (httpName === undefined) return error;
  return new DomainError(error.code, error.message.replace(error.field, httpName), {
    field: httpName,
    cause: error,
  });
};

/**
 * The route's payload, checked by the subject's contract: the limits live there once, and the service
 * parses the same schema again. A failure names the parameter the caller sent.
 */
export const routePayload = (route: RouteDefinition, context: RouteContext): unknown => {
  const candidate = route.toPayload(context);
  try {
    return parseRequest(route.contract, candidate);
  } catch (error) {
    throw route.httpNames ? withHttpName(error, route.httpNames) : error;
  }
};
