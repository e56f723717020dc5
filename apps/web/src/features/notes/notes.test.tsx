import {
  itemResponse,
  listResponse,
  noteSchema,
  noteTypeSchema,
  patientSummarySchema,
} from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { i18n as appI18n } from '../../app/i18n/i18n.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { uniqueTag } from '../../test/serverApi.ts';
import { asSignedIn, signInAs, signOut } from '../../test/session.ts';

// Against the real test server and its demo data: the demo caregiver is on the care team of some
// of the demo agency's patients, whose owner supervises their notes. Each test tags its words.

const user = userEvent.setup({ delay: null });

async function caregiversPatientId(): Promise<number> {
  const body = listResponse(patientSummarySchema).parse(
    await asSignedIn('GET', '/api/patients?perPage=1'),
  );
  return body.data[0]?.id ?? expect.fail('the demo caregiver has no patients');
}

/** A signed note the patient's agency reads, written through the API by whoever is signed in. */
async function signedNote(patientId: number, body: string, title: string) {
  const types = z
    .object({ data: z.array(noteTypeSchema) })
    .parse(await asSignedIn('GET', '/api/note-types'));
  const noteTypeId = types.data[0]?.id ?? expect.fail('no note types');
  const oneNote = itemResponse(noteSchema);
  const draft = oneNote.parse(
    await asSignedIn('POST', '/api/notes', { patientId, noteTypeId, title, body, privacy: 4 }),
  ).data;
  return oneNote.parse(await asSignedIn('POST', `/api/notes/${draft.id}/sign`)).data;
}

describe('clinical notes of a patient', () => {
  it('a caregiver writes a note from a template, keeps it through a reload, saves it and signs it', async () => {
    const authDetails = await signInAs('caregiver');
    const patientId = await caregiversPatientId();
    const words = `Walked to the garden ${uniqueTag()}`;
    const first = renderApp(`/en-us/user/patients/${patientId}/notes`, { authDetails });

    await user.click(await screen.findByRole('button', { name: 'New note' }));
    let editor = await screen.findByRole('dialog', { name: 'New note' });
    const template = within(editor).getByRole('combobox', { name: 'Template' });
    await waitFor(() =>
      expect(
        within(template).getByRole('option', { name: 'SOAP progress note' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(template, 'SOAP progress note');
    expect(within(editor).getByRole('textbox', { name: 'Title' })).toHaveValue('Progress note');
    const text = within(editor).getByRole('textbox', { name: 'Text' });
    expect(text).toHaveValue('Subjective:\n\nObjective:\n\nAssessment:\n\nPlan:\n');
    await user.type(text, words);

    // The page goes (a 419 reloads it); the editor, in the address, opens with the words again.
    first.unmount();
    renderApp(`/en-us/user/patients/${patientId}/notes?write=new`, { authDetails });
    editor = await screen.findByRole('dialog', { name: 'New note' });
    expect(within(editor).getByRole('status')).toHaveTextContent(
      'What you were typing was restored.',
    );
    expect(within(editor).getByRole('textbox', { name: 'Text' })).toHaveValue(
      `Subjective:\n\nObjective:\n\nAssessment:\n\nPlan:\n${words}`,
    );

    await user.click(within(editor).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. Find it under "My drafts".')).toBeInTheDocument();
    await user.click(await screen.findByRole('switch', { name: 'My drafts' }));
    const drafts = await screen.findByRole('list', { name: 'Notes, newest first' });
    const draft = (await within(drafts).findByText(new RegExp(words))).closest(
      'article',
    ) as HTMLElement;
    expect(within(draft).getByText('Draft')).toBeInTheDocument();

    await user.click(within(draft).getByRole('button', { name: 'Continue the draft' }));
    editor = await screen.findByRole('dialog', { name: 'Draft note' });
    await user.click(within(editor).getByRole('button', { name: 'Sign' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign this note?' });
    expect(confirm).toHaveTextContent(/Signing freezes the text/);
    await user.click(within(confirm).getByRole('button', { name: 'Sign the note' }));
    expect(
      await screen.findByText('Note signed. Its text is now part of the record.'),
    ).toBeInTheDocument();
    // Signed, its words are kept no more (pusher-js keeps only its transport choice there).
    const stored = Array.from({ length: window.localStorage.length }, (_, index) =>
      window.localStorage.key(index),
    );
    expect(stored.filter((key) => key?.startsWith('hearth.noteDraft.'))).toEqual([]);

    await user.click(await screen.findByRole('switch', { name: 'My drafts' }));
    const signed = await screen.findByRole('list', { name: 'Notes, newest first' });
    const note = (await within(signed).findByText(new RegExp(words))).closest(
      'article',
    ) as HTMLElement;
    expect(within(note).getByRole('heading', { name: 'Progress note' })).toBeInTheDocument();
    expect(note).toHaveTextContent(`Signed by ${authDetails.user.name}`);
  });

  it('on a Spanish page, offers the built-in templates and their headings in Spanish', async () => {
    const authDetails = await signInAs('caregiver');
    const patientId = await caregiversPatientId();
    // The app's API client asks in the language of the app's own i18n, which the page's address
    // sets in the browser; a test renders with an i18n of its own, so it sets the app's here.
    await appI18n.changeLanguage('es-ES');
    onTestFinished(async () => {
      await appI18n.changeLanguage('en-US');
    });
    renderApp(`/es-es/user/patients/${patientId}/notes`, { authDetails });

    await user.click(await screen.findByRole('button', { name: 'Nueva nota' }));
    const editor = await screen.findByRole('dialog', { name: 'Nueva nota' });
    const template = within(editor).getByRole('combobox', { name: 'Plantilla' });
    await waitFor(() =>
      expect(
        within(template).getByRole('option', { name: 'Nota de evolución SOAP' }),
      ).toBeInTheDocument(),
    );
    expect(within(template).queryByRole('option', { name: 'SOAP progress note' })).toBeNull();
    await user.selectOptions(template, 'Nota de evolución SOAP');

    expect(within(editor).getByRole('textbox', { name: 'Título' })).toHaveValue(
      'Nota de evolución',
    );
    expect(within(editor).getByRole('textbox', { name: 'Texto' })).toHaveValue(
      'Subjetivo:\n\nObjetivo:\n\nValoración:\n\nPlan:\n',
    );
  });

  it('the agency owner appends to a signed note, strikes a phrase of it, and finds both readers in its view log', async () => {
    const caregiver = await signInAs('caregiver');
    const patientId = await caregiversPatientId();
    const tag = uniqueTag();
    const title = `Evening visit ${tag}`;
    const signed = await signedNote(
      patientId,
      'Ate well. Refused the evening pill. Slept early.',
      title,
    );
    await asSignedIn('GET', `/api/notes/${signed.id}`);
    await signOut();

    const owner = await signInAs('agency');
    renderApp(`/en-us/user/patients/${patientId}/notes?q=${tag}`, { authDetails: owner });
    const list = await screen.findByRole('list', { name: 'Notes, newest first' });
    await user.click(await within(list).findByRole('button', { name: `Open the note ${title}` }));
    const opened = await screen.findByRole('dialog', { name: 'Note' });

    await user.click(await within(opened).findByRole('button', { name: 'Append a note' }));
    const append = await screen.findByRole('dialog', { name: 'Append a note' });
    await user.type(
      within(append).getByRole('textbox', { name: 'Addendum' }),
      `Pill taken at 21:30 ${tag}`,
    );
    await user.click(within(append).getByRole('button', { name: 'Append and sign' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Append a note' })).toBeNull());
    const appended = await within(opened).findByRole('list', { name: 'Appended notes' });
    expect(appended).toHaveTextContent(`Pill taken at 21:30 ${tag}`);
    expect(appended).toHaveTextContent(`Signed by ${owner.user.name}`);

    await user.click(within(opened).getByRole('button', { name: 'Strike text' }));
    const strike = await screen.findByRole('dialog', { name: 'Strike text through' });
    const phrase = within(strike).getByRole('textbox', { name: 'Words to strike' });
    await user.type(phrase, 'Refused the pill');
    await user.click(within(strike).getByRole('button', { name: 'Strike text' }));
    expect(await within(strike).findByText(/The note has no such words/)).toBeInTheDocument();
    await user.clear(phrase);
    await user.type(phrase, 'Refused the evening pill.');
    await user.click(within(strike).getByRole('button', { name: 'Strike text' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Strike text through' })).toBeNull(),
    );
    const struck = await waitFor(() => {
      const found = opened.querySelector('del');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(struck).toHaveTextContent('Refused the evening pill.');
    expect(struck).toHaveAttribute(
      'title',
      expect.stringContaining(`Struck through by ${owner.user.name}`),
    );

    await user.click(within(opened).getByRole('tab', { name: 'Logs' }));
    const views = await within(opened).findByRole('list', { name: 'Opened by' });
    expect(views).toHaveTextContent(caregiver.user.name);
    expect(views).toHaveTextContent(owner.user.name);
    await user.click(within(opened).getByRole('tab', { name: 'Listed by' }));
    expect(await within(opened).findByRole('list', { name: 'Listed by' })).toHaveTextContent(
      owner.user.name,
    );

    // As the author's supervisor, the owner widens who reads it and gives its writers longer.
    await user.click(within(opened).getByRole('tab', { name: 'Note' }));
    await user.click(await within(opened).findByRole('button', { name: 'Change who may read it' }));
    const privacy = await screen.findByRole('dialog', { name: 'Who may read this note' });
    await user.selectOptions(within(privacy).getByRole('combobox', { name: 'Readers' }), 'Anyone');
    await user.click(within(privacy).getByRole('button', { name: 'Save' }));
    expect(await within(opened).findByText('Readers: Anyone')).toBeInTheDocument();
    await user.click(
      await within(opened).findByRole('button', { name: 'Extend the amendment window' }),
    );
    const extend = await screen.findByRole('dialog', { name: 'Extend the amendment window' });
    await user.selectOptions(within(extend).getByRole('combobox', { name: 'Extend by' }), '7 days');
    await user.click(within(extend).getByRole('button', { name: 'Extend' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Extend the amendment window' })).toBeNull(),
    );
  });

  it('the timeline filters by words and author, and says when nothing matches', async () => {
    const authDetails = await signInAs('caregiver');
    const patientId = await caregiversPatientId();
    const tag = uniqueTag();
    await signedNote(patientId, `Blood pressure 120/80 ${tag}`, `Vitals ${tag}`);
    renderApp(`/en-us/user/patients/${patientId}/notes`, { authDetails });

    await user.type(
      await screen.findByRole('searchbox', { name: 'Search the notes' }),
      `${tag}{Enter}`,
    );
    const list = await screen.findByRole('list', { name: 'Notes, newest first' });
    expect(await within(list).findByRole('heading', { name: `Vitals ${tag}` })).toBeInTheDocument();
    expect(screen.getByText('1 note')).toBeInTheDocument();
    const author = screen.getByRole('combobox', { name: 'Author' });
    await waitFor(() =>
      expect(
        within(author).getByRole('option', { name: new RegExp(`^${authDetails.user.name} \\(`) }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(author, String(authDetails.user.id));
    expect(await within(list).findByRole('heading', { name: `Vitals ${tag}` })).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search the notes' }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Search the notes' }),
      `nothing${tag}{Enter}`,
    );
    expect(await screen.findByText('No note matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(
      await within(await screen.findByRole('list', { name: 'Notes, newest first' })).findByRole(
        'heading',
        { name: `Vitals ${tag}` },
      ),
    ).toBeInTheDocument();
  });
});
