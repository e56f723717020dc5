import type { Review } from '@hearth/domain';
import type { ReviewRecord } from './reviewRepo.ts';

/**
 * "Uma F." from "Uma Family": a first name and an initial, so a review is a person's without
 * naming the family (and through it the patient) in full.
 */
export function publicAuthorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last === undefined ? first : `${first} ${last.charAt(0).toUpperCase()}.`;
}

export function reviewDto(row: ReviewRecord): Review {
  return {
    id: row.id,
    listingId: row.listingId,
    rating: row.rating,
    body: row.body,
    authorName: publicAuthorName(row.authorName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reply:
      row.replyBody === null || row.repliedAt === null || row.replyUpdatedAt === null
        ? null
        : {
            body: row.replyBody,
            createdAt: row.repliedAt.toISOString(),
            updatedAt: row.replyUpdatedAt.toISOString(),
          },
  };
}
