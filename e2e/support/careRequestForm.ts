import { expect, type Page } from '@playwright/test';

/** A date some days ahead, as a date box takes it. */
export const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Answers the care-needs survey of the demo data for a parent who walks with a cane, gives a phone
 * number, agrees and sends; answers with the reference the family is given.
 */
export async function sendCareRequest(
  page: Page,
  { family, agency }: { family: string; agency: string },
): Promise<string> {
  const who = page.getByRole('group', { name: /Who needs care\?/ });
  await who.getByRole('radio', { name: 'My parent' }).check();
  await page.getByRole('radio', { name: '75 to 84' }).check();
  await page.getByRole('checkbox', { name: 'Bathing, dressing and grooming' }).check();
  await page.getByRole('radio', { name: 'Walks with a cane or walker' }).check();
  await page.getByRole('checkbox', { name: 'Mornings' }).check();
  await page.getByLabel(/When should care start\?/).fill(daysAhead(7));
  await page.getByRole('textbox', { name: 'Your name' }).fill(family);
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 416 555 0199');
  await page.getByRole('radio', { name: 'Phone call' }).check();
  await page.getByRole('checkbox', { name: new RegExp(`I agree that ${agency}`) }).check();
  await page.getByRole('button', { name: 'Send request' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Your request was sent' }),
  ).toBeFocused();
  const reference = (await page.getByTestId('care-request-reference').textContent()) ?? '';
  expect(reference).toMatch(/^CR-\w{4}-\w{4}$/);
  return reference;
}
