import { DomainError, SINGLE_IDENTIFIER_MESSAGE, type SingleContentRequest } from '@futgg/contracts';

/** The one identifier a single-item request names (SBCs and objectives read the same three). */
export type SingleIdentifier =
  { field: 'slug'; slug: string } | { field: 'sbcSetId' | 'sbcChallengeId'; id: number };

/**
 * Exactly one of slug, sbcSetId or sbcChallengeId: none is 400 with the spec's message (naming `slug`),
 * two or more are 400 naming the second given.
 */
export const singleIdentifierOf = (request: SingleContentRequest): SingleIdentifier => {
  const given = (['slug', 'sbcSetId', 'sbcChallengeId'] as const).filter((key) => request[key] !== undefined);
  if (given.length === 0)
    throw new DomainError('INVALID_INPUT', SINGLE_IDENTIFIER_MESSAGE, { field: 'slug' });
  if (given.length > 1)
    throw new DomainError(
      'INVALID_INPUT',
      `Give only one of slug, sbcSetId or sbcChallengeId (got ${given.join(', ')})`,
      { field: given[1] },
    );
  if (request.slug !== undefined) return { field: 'slug', slug: request.slug };
  if (request.sbcSetId !== undefined) return { field: 'sbcSetId', id: request.sbcSetId };
  return { field: 'sbcChallengeId', id: request.sbcChallengeId! };
};
