import { type Browser, expect, type Page, request, test } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, signInAs } from '../support/demoAccounts.ts';
import { horizontalOverflow } from '../support/layout.ts';

// A nurse of the care team (the demo caregiver) writes a note from a template; their session ends
// while they type (a 419), the page reloads, and after signing in again the words are all there;
// they sign it and open it. The agency owner, on a phone, appends an addendum and strikes a
// phrase; the timeline shows both, marked; the nurse's open page shows the strike live but not the
// agency-level addendum, which is not hers to read; the view log lists both readers; and in
// Spanish too.

type Listed = { data: { id: number }[] };
type Me = { data: { user: { name: string } } };

async function myName(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/auth-details')).json()) as Me).data.user.name;
}

/** Ends the page's session from another client, as an expiry would: the browser keeps its cookie. */
async function endSessionElsewhere(page: Page, baseURL: string): Promise<void> {
  const storageState = await page.context().storageState();
  const xsrf = storageState.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const other = await request.newContext({ baseURL, storageState });
  const response = await other.post('/api/auth/sign-out', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  expect(response.ok()).toBe(true);
  await other.dispose();
}

async function ownerOnPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await signInAs(page, 'agency');
  return page;
}

test('a note written from a template survives a 419, is signed, amended by a second author and logged', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = `n${Date.now().toString(36)}`;
  const title = `Progress note ${tag}`;
  await page.setViewportSize({ width: 1920, height: 1000 });
  await signInAs(page, 'caregiver');
  const nurse = await myName(page);
  const patients = (await (await page.request.get('/api/patients?perPage=1')).json()) as Listed;
  const patientId = patients.data[0]?.id;
  expect(patientId).toBeDefined();
  const notesPath = `/user/patients/${patientId}/notes`;

  await page.goto(`/en-us${notesPath}`);
  await page.getByRole('button', { name: 'New note' }).click();
  let editor = page.getByRole('dialog', { name: 'New note' });
  await editor
    .getByRole('combobox', { name: 'Template' })
    .selectOption({ label: 'SOAP progress note' });
  await editor.getByRole('textbox', { name: 'Title' }).fill(title);
  // The agency owner is no member of the care team; an agency-level note is theirs to read.
  await editor.getByRole('combobox', { name: 'Who may read it' }).selectOption({ label: 'Agency' });
  const text = editor.getByRole('textbox', { name: 'Text', exact: true });
  await expect(text).toHaveValue(/^Subjective:/);
  await text.focus();
  await page.keyboard.press('Control+End');
  await text.pressSequentially('Ate well. Refused the evening pill.');

  // The session ends mid-typing; the next call answers 419 and the page reloads.
  await endSessionElsewhere(page, baseURL ?? '');
  await text.pressSequentially(' Slept early.');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  // The sign-in page it lands on brings the nurse back to the editor.
  await expect(page).toHaveURL(/\/en-us\/sign-in\?next=/);
  await page.locator('input[name="email"]').fill(demoEmail('caregiver'));
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${notesPath}\\?write=new`));
  editor = page.getByRole('dialog', { name: 'New note' });
  await expect(editor.getByText('What you were typing was restored.')).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue(
    /Plan:\nAte well\. Refused the evening pill\. Slept early\.$/,
  );
  await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue(title);

  await editor.getByRole('button', { name: 'Sign', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign this note?' });
  await expect(confirm).toContainText('Signing freezes the text');
  await confirm.getByRole('button', { name: 'Sign the note' }).click();
  await expect(page.getByText('Note signed. Its text is now part of the record.')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const timeline = page.getByRole('list', { name: 'Notes, newest first' });
  await timeline.getByRole('button', { name: `Open the note ${title}` }).click();
  await expect(page.getByRole('dialog', { name: 'Note' }).getByText(/Slept early\./)).toBeVisible();
  await page.getByRole('button', { name: 'Close the note' }).click();
  // Gone if the nurse's page reloads: what the owner does next must reach this very document.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });

  const owner = await ownerOnPhone(browser);
  const ownerName = await myName(owner);
  await owner.goto(`/en-us${notesPath}?q=${tag}`);
  await owner.getByRole('button', { name: `Open the note ${title}` }).click();
  const opened = owner.getByRole('dialog', { name: 'Note' });
  await opened.getByRole('button', { name: 'Append a note' }).click();
  const append = owner.getByRole('dialog', { name: 'Append a note' });
  await append
    .getByRole('textbox', { name: 'Addendum' })
    .fill(`Pill taken late, at 21:30 (${tag}).`);
  await append.getByRole('button', { name: 'Append and sign' }).click();
  await expect(opened.getByRole('list', { name: 'Appended notes' })).toContainText('at 21:30');

  // The owner selects the phrase in the note itself; the strike dialog takes the selection.
  await opened
    .locator('[data-note-text]')
    .first()
    .evaluate((text, phrase) => {
      const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(phrase) ?? -1;
        if (at >= 0) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + phrase.length);
          window.getSelection()?.removeAllRanges();
          window.getSelection()?.addRange(range);
          return;
        }
      }
    }, 'Refused the evening pill.');
  await opened.getByRole('button', { name: 'Strike text', exact: true }).click();
  const strike = owner.getByRole('dialog', { name: 'Strike text through' });
  await expect(strike.getByRole('textbox', { name: 'Words to strike' })).toHaveValue(
    'Refused the evening pill.',
  );
  await strike.getByRole('button', { name: 'Strike text' }).click();
  await expect(strike).toBeHidden();
  const struck = opened.locator('del', { hasText: 'Refused the evening pill.' });
  await expect(struck).toHaveAttribute('title', new RegExp(`^Struck through by ${ownerName}`));
  expect(await horizontalOverflow(owner)).toBeLessThanOrEqual(0);

  // The nurse's timeline, open all along, shows the strike on her note as it happens (the
  // patient's encrypted channel); the owner's agency-level addendum is not hers to read, so
  // neither her timeline nor her bell hears of it.
  const nursesCard = page.getByRole('article').filter({ hasText: title });
  await expect(nursesCard.locator('del', { hasText: 'Refused the evening pill.' })).toBeVisible();
  await expect(nursesCard.getByRole('list', { name: 'Appended notes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.sameDocument)).toBe('yes');

  await opened.getByRole('tab', { name: 'Logs' }).click();
  const views = opened.getByRole('list', { name: 'Opened by' });
  await expect(views).toContainText(nurse);
  await expect(views).toContainText(ownerName);
  await owner.getByRole('button', { name: 'Close the note' }).click();

  // The timeline itself shows the addendum and the struck phrase, marked.
  const card = owner.getByRole('article').filter({ hasText: title });
  await expect(card.getByRole('list', { name: 'Appended notes' })).toContainText('at 21:30');
  await expect(card.locator('del', { hasText: 'Refused the evening pill.' })).toBeVisible();
  expect(await horizontalOverflow(owner)).toBeLessThanOrEqual(0);

  await owner.goto(`/es-es${notesPath}?q=${tag}`);
  await expect(owner.getByRole('heading', { name: 'Notas firmadas' })).toBeVisible();
  const spanish = owner.getByRole('article').filter({ hasText: title });
  await expect(spanish.getByText('Adenda')).toBeVisible();
  await expect(spanish.locator('del')).toHaveAttribute(
    'title',
    new RegExp(`^Tachado por ${ownerName}`),
  );
  await owner.context().close();
});
