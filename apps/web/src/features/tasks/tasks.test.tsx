import { itemResponse, listResponse, patientSummarySchema, taskSchema } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { uniqueTag } from '../../test/serverApi.ts';
import { asSignedIn, signInAs, signOut } from '../../test/session.ts';

// Against the real test server: the demo caregiver, a personal support worker, is on the care
// team of a demo patient. Each test adds tasks of its own to that patient's plan.

const user = userEvent.setup({ delay: null });

async function caregiversPatientId(): Promise<number> {
  await signInAs('caregiver');
  const body = listResponse(patientSummarySchema).parse(
    await asSignedIn('GET', '/api/patients?perPage=1'),
  );
  await signOut();
  return body.data[0]?.id ?? expect.fail('the demo caregiver has no patients');
}

async function addTask(patientId: number, careService: string, title: string) {
  const body = await asSignedIn('POST', `/api/patients/${patientId}/tasks`, {
    careService,
    title,
    dueDate: '2027-03-01',
  });
  return itemResponse(taskSchema).parse(body).data;
}

describe('task checklist', () => {
  it('the caregiver ticks off a task of their profession and never sees a nurse-only one', async () => {
    const patientId = await caregiversPatientId();
    const tag = uniqueTag();
    await signInAs('agency');
    const bath = await addTask(patientId, 'bathing', `Evening bath ${tag}`);
    await addTask(patientId, 'injections', `Insulin ${tag}`);
    await signOut();

    const authDetails = await signInAs('caregiver');
    renderApp(`/en-us/user/patients/${patientId}`, { authDetails });
    const plan = await screen.findByRole('list', { name: 'Care plan' });
    const group = await within(plan).findByRole('group', { name: `State of ${bath.title}` });
    expect(within(plan).queryByText(`Insulin ${tag}`)).toBeNull();
    await user.click(within(group).getByRole('button', { name: 'Completed' }));
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: 'Completed' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await signOut();
  });

  it('agency staff add a recurring task, told what a custom recurrence still needs', async () => {
    const patientId = await caregiversPatientId();
    const title = `Weigh ${uniqueTag()}`;
    const authDetails = await signInAs('agency');
    renderApp(`/en-us/user/patients/${patientId}`, { authDetails });

    await user.click(await screen.findByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a task to the care plan' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Task/ }), title);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Care service/ }),
      'Vital signs',
    );
    await user.type(within(dialog).getByLabelText(/^Due date/), '2027-04-01');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Repeats' }), 'Custom');
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(
      await within(dialog).findByText('Choose the days of the month it recurs on.'),
    ).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /^Days of the month/ }), '1, 15');
    await user.click(within(dialog).getByRole('button', { name: 'Add task' }));

    const plan = await screen.findByRole('list', { name: 'Care plan' });
    expect(await within(plan).findByText(title)).toBeVisible();
    expect(within(plan).getByText(/Vital signs · due 2027-04-01/)).toBeVisible();
    await signOut();
  });
});
