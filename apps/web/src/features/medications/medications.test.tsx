import { listResponse, patientSummarySchema } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { uniqueTag } from '../../test/serverApi.ts';
import { asSignedIn, signInAs } from '../../test/session.ts';

// Against the real test server and its demo data; each test names its medication uniquely.

const user = userEvent.setup({ delay: null });

async function demoPatientId(): Promise<number> {
  const body = listResponse(patientSummarySchema).parse(
    await asSignedIn('GET', '/api/patients?perPage=1'),
  );
  return body.data[0]?.id ?? expect.fail('the demo agency has no patients');
}

describe('medications of a patient', () => {
  it('agency staff add one with the schedule rules of the server, then discontinue it', async () => {
    const authDetails = await signInAs('agency');
    const patientId = await demoPatientId();
    const name = `Donepezil ${uniqueTag()}`;
    renderApp(`/en-us/user/patients/${patientId}/mar`, { authDetails });

    const section = await screen.findByRole('region', { name: 'Medications' });
    await user.click(within(section).getByRole('button', { name: 'Add medication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a medication' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Medication' }), name);
    await user.type(within(dialog).getByRole('textbox', { name: 'Dose or strength' }), '5 mg');
    await user.click(within(dialog).getByRole('button', { name: 'Save medication' }));
    expect(
      await within(dialog).findByText('Add at least one time, or mark it as needed.'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Times' }), '21:00, 09:00');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Monday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save medication' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const added = await within(section).findByText(new RegExp(`^${name} · 5 mg · Oral$`));
    const item = added.closest('li') as HTMLElement;
    expect(item).toHaveTextContent(/09:00, 21:00 \(.+\), Monday/);

    await user.click(within(item).getByRole('button', { name: `Discontinue ${name}` }));
    const stop = await screen.findByRole('dialog');
    await user.click(within(stop).getByRole('button', { name: 'Discontinue' }));
    expect(await within(stop).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(stop).getByRole('textbox', { name: 'Reason' }), 'Stopped by Dr. Osei.');
    await user.click(within(stop).getByRole('button', { name: 'Discontinue' }));
    await waitFor(() =>
      expect(
        within(section)
          .getByText(new RegExp(`^${name} · 5 mg · Oral$`))
          .closest('li'),
      ).toHaveTextContent(/Discontinued .*: Stopped by Dr\. Osei\./),
    );
  });

  it('a caregiver reads the list without the buttons that change it', async () => {
    const authDetails = await signInAs('caregiver');
    const patientId = await demoPatientId();
    renderApp(`/en-us/user/patients/${patientId}/mar`, { authDetails });
    const section = await screen.findByRole('region', { name: 'Medications' });
    await waitFor(() =>
      expect(within(section).queryByLabelText('Loading the medications')).toBeNull(),
    );
    expect(within(section).queryByRole('button', { name: 'Add medication' })).toBeNull();
    expect(within(section).queryByRole('button', { name: /^Edit / })).toBeNull();
  });
});
