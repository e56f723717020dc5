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

/** The kinds of issue Chrome's Issues panel reported while the page loaded (a policy violation, ...). */
export function issuesChromeReported(lhr: Result): string[] {
  const details = lhr.audits['inspector-issues']?.details;
  const issues = (details?.type === 'table' ? details.items : []) as { issueType: string }[];
  return issues.map((issue) => issue.issueType);
}

type NetworkRequest = { url: string };

/** Every address the page requested while it loaded. */
export function requestedUrls(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details;
  const requests = (details?.type === 'table' ? details.items : []) as NetworkRequest[];
  return requests.map((request) => request.url);
}
