import { type HubDetail, hubDetailSchema, itemResponse } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { uniqueTag } from '../../test/serverApi.ts';
import { asSignedIn, signInAs } from '../../test/session.ts';

// Against the real test server: the demo agency owner founds a hub of their own (unique name),
// with one cluster, and writes its notes; those who run a hub write and supervise its notes.

const user = userEvent.setup({ delay: null });

/** A hub of the demo agency with one cluster, East wing, founded as its owner. */
async function hubWithCluster(): Promise<HubDetail> {
  const oneHub = itemResponse(hubDetailSchema);
  const hub = oneHub.parse(
    await asSignedIn('POST', '/api/shared-living-hubs', { name: `Notes hub ${uniqueTag()}` }),
  ).data;
  const withCluster = oneHub.parse(
    await asSignedIn('POST', `/api/shared-living-hubs/${hub.id}/clusters`, { name: 'East wing' }),
  ).data;
  expect(withCluster.clusters).toHaveLength(1);
  return withCluster;
}

/** Writes and signs a note in the open timeline, choosing a type and leaving the rest. */
async function writeAndSign(type: string, title: string, body: string): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'New note' }));
  const editor = await screen.findByRole('dialog', { name: 'New note' });
  const types = within(editor).getByRole('combobox', { name: 'Type' });
  await waitFor(() =>
    expect(within(types).getByRole('option', { name: type })).toBeInTheDocument(),
  );
  await user.click(within(editor).getByRole('button', { name: 'Sign' }));
  expect(await within(editor).findByText('Choose the type of the note.')).toBeInTheDocument();
  await user.selectOptions(types, type);
  await user.type(within(editor).getByRole('textbox', { name: 'Title' }), title);
  await user.type(within(editor).getByRole('textbox', { name: 'Text' }), body);
  await user.click(within(editor).getByRole('button', { name: 'Sign' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Sign this note?' })).getByRole('button', {
      name: 'Sign the note',
    }),
  );
  expect(
    await screen.findByText('Note signed. Its text is now part of the record.'),
  ).toBeInTheDocument();
}

describe('clinical notes of a hub and its clusters', () => {
  it('those who run a hub write a cluster note, find it on the hub tab, insert words, attach a document, and hold it', async () => {
    const authDetails = await signInAs('agency');
    const hub = await hubWithCluster();
    const tag = uniqueTag();
    const first = renderApp(`/en-us/user/shared-living/hubs/${hub.id}`, { authDetails });
    const cards = await screen.findByRole('region', { name: 'East wing' });
    await user.click(within(cards).getByRole('link', { name: 'Notes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notes of East wing' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('No signed notes yet. Write the first one with "New note".'),
    ).toBeInTheDocument();
    await writeAndSign('Administrative', `Boiler ${tag}`, 'The boiler was serviced today.');
    first.unmount();

    renderApp(`/en-us/user/shared-living/hubs/${hub.id}/notes`, { authDetails });
    expect(await screen.findByRole('tab', { name: 'Notes', selected: true })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notes, newest first' });
    await user.click(
      await within(list).findByRole('button', { name: `Open the note Boiler ${tag}` }),
    );
    const opened = await screen.findByRole('dialog', { name: 'Note' });

    await user.click(await within(opened).findByRole('button', { name: 'Insert text' }));
    const insert = await screen.findByRole('dialog', { name: 'Insert text' });
    await user.type(within(insert).getByRole('textbox', { name: 'After the words' }), 'serviced');
    await user.type(within(insert).getByRole('textbox', { name: 'Text to insert' }), ' and bled');
    await user.click(within(insert).getByRole('button', { name: 'Insert text' }));
    const inserted = await waitFor(
      () => opened.querySelector('ins') ?? expect.fail('no insert yet'),
    );
    expect(inserted).toHaveTextContent('and bled');
    expect(
      within(opened)
        .getByText(/The boiler was serviced/)
        .closest('div'),
    ).toHaveTextContent(/The boiler was serviced.*and bled today\./);

    // The server reads the bytes: a program renamed .pdf is refused, and the page says what is taken.
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], 'report.pdf', {
      type: 'application/pdf',
    });
    await user.upload(within(opened).getByLabelText('Document to attach'), program);
    expect(await within(opened).findByRole('alert')).toHaveTextContent(
      /PDF, JPEG, PNG, WebP, plain text or Word \(DOCX\), up to 10 MB\./,
    );

    const file = new File(['Service report: all fine.'], 'service.txt', { type: 'text/plain' });
    await user.upload(within(opened).getByLabelText('Document to attach'), file);
    expect(await within(opened).findByText('Document attached.')).toBeInTheDocument();
    expect(await within(opened).findByRole('link', { name: 'service.txt' })).toBeInTheDocument();

    await user.click(within(opened).getByRole('button', { name: 'Put on hold' }));
    const hold = await screen.findByRole('dialog', { name: 'Put this note on hold?' });
    await user.click(within(hold).getByRole('button', { name: 'Put on hold' }));
    expect(
      await within(opened).findByRole('button', { name: 'Release the hold' }),
    ).toBeInTheDocument();
    expect(within(opened).queryByRole('button', { name: 'Append a note' })).toBeNull();
    expect(within(opened).queryByRole('button', { name: 'Insert text' })).toBeNull();
    expect(within(opened).getByText(/^On hold/)).toBeInTheDocument();

    await user.click(within(opened).getByRole('tab', { name: 'Logs' }));
    expect(await within(opened).findByRole('list', { name: 'Opened by' })).toHaveTextContent(
      authDetails.user.name,
    );
  });
});
