import { gzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import type { Result } from 'lighthouse';

export type CategoryId = 'performance' | 'accessibility' | 'best-practices' | 'seo';

/** A category's score out of 100, as Lighthouse's report shows it. */
export function categoryScore(lhr: Result, category: CategoryId): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

/** The audits that cost a category points, for an assertion's message. */
export function failingAudits(lhr: Result, category: CategoryId): string {
  const failing = (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit?.id} (${audit?.title})`);
  return `${category} lost points on: ${failing.join(', ') || 'nothing'}`;
}

export function numericAudit(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (value === undefined) {
    throw new Error(`Lighthouse's result has no value for ${auditId}`);
  }
  return value;
}

type NetworkRequest = { url: string; resourceType?: string };

/** The scripts the page downloaded while it loaded: its first-load JavaScript. */
export function scriptUrls(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details;
  const requests = (details?.type === 'table' ? details.items : []) as NetworkRequest[];
  return requests
    .filter((request) => request.resourceType === 'Script')
    .map((request) => request.url);
}

/**
 * Bytes of the scripts as gzip at its best level would send them: the unit of the bundle budget,
 * whichever encoding the browser was given (brotli, a little smaller, where it accepts it).
 */
export async function gzipBytes(request: APIRequestContext, urls: string[]): Promise<number> {
  const sizes = await Promise.all(
    urls.map(async (url) => {
      const response = await request.get(url);
      if (!response.ok()) {
        throw new Error(`${url} answered ${response.status()}`);
      }
      return gzipSync(await response.body(), { level: 9 }).length;
    }),
  );
  return sizes.reduce((total, size) => total + size, 0);
}
