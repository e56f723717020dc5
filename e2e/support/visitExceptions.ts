import { expect, type Locator, type Page, type Response } from '@playwright/test';

type QueueAnswer = {
  data: { shiftId: number; patient: { name: string }; caregiver: { name: string } | null }[];
};

const isQueueAnswer = (response: Response) =>
  response.request().method() === 'GET' &&
  /\/api\/agencies\/\d+\/visit-exceptions(\?|$)/.test(response.url()) &&
  response.ok();

/**
 * Opens the agency's exceptions queue (signed in as its office) and waits until it listens for
 * new exceptions: the page's subscription to the agency's private channel was signed.
 */
export async function openExceptionsQueue(page: Page, agencyId: number, query = ''): Promise<void> {
  const subscribed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/broadcasting/auth') &&
      (response.request().postData() ?? '').includes(`private-agencies.${agencyId}`) &&
      response.ok(),
  );
  await page.goto(`/en-us/user/visit-exceptions${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Visit exceptions' })).toBeVisible();
  await subscribed;
}

/**
 * Waits until the queue the page shows holds an exception of shift `shiftId` (loaded, or arrived
 * live), and gives its row (a table row on a desk, a card on a phone). Call it before what raises
 * the exception, then await it.
 */
export async function exceptionOfShift(
  page: Page,
  shiftId: number,
  kindLabel: string,
): Promise<Locator> {
  const answer = await page.waitForResponse(async (response) => {
    if (!isQueueAnswer(response)) {
      return false;
    }
    const body = (await response.json()) as QueueAnswer;
    return body.data.some((exception) => exception.shiftId === shiftId);
  });
  const found = ((await answer.json()) as QueueAnswer).data.find(
    (exception) => exception.shiftId === shiftId,
  );
  const row = page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ hasText: found?.patient.name ?? '' })
    .filter({ hasText: found?.caregiver?.name ?? '' })
    .filter({ hasText: kindLabel });
  await expect(row).toBeVisible();
  return row;
}
