import { type AuditLogEntry, auditEntrySchema, listResponse, Role } from '@hearth/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { changeRole, createUser } from '../../test/serverApi.ts';
import { asSignedIn, signInAs, signInWith } from '../../test/session.ts';

const auditList = listResponse(auditEntrySchema);

/** The table row about `userId`: test files share the log, so rows are found by their subject. */
async function rowAbout(userId: number, subject = 'User'): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: /Audit log|Registro de auditoría/ });
  const link = await within(table).findByRole('link', { name: `${subject} ${userId}` });
  return link.closest('tr') as HTMLElement;
}

describe('audit log page', () => {
  it('shows actor email, action and subject, and the details on demand', async () => {
    const admin = await createUser({ role: Role.admin });
    const agent = await createUser({ role: Role.agencyAgent });
    const authDetails = await signInWith(admin.email, admin.password);
    await asSignedIn('PUT', `/api/users/${agent.id}/role`, { role: Role.agency });
    const logged = auditList.parse(
      await asSignedIn('GET', '/api/audit-log?action=user.role_changed'),
    );
    const entry = logged.data.find((item) => item.subjectId === String(agent.id)) as AuditLogEntry;
    renderApp('/en-us/user/audit-log?action=user.role_changed', { authDetails });

    const row = await rowAbout(agent.id);
    expect(row).toHaveTextContent(admin.email);
    expect(row).toHaveTextContent('Role changed');
    expect(within(row).getByRole('link', { name: `User ${agent.id}` })).toHaveAttribute(
      'href',
      `/en-us/user/users/${agent.id}`,
    );

    await userEvent.click(
      within(row).getByRole('button', { name: `View the details of entry ${entry.id}` }),
    );

    const dialog = screen.getByRole('dialog', { name: `Role changed (entry ${entry.id})` });
    expect(within(dialog).getByLabelText('Recorded details').textContent).toBe(
      JSON.stringify(entry.details, null, 2),
    );
    expect(entry.details).toEqual({ from: Role.agencyAgent, to: Role.agency });
    expect(dialog).toHaveTextContent(entry.requestId ?? 'a request id');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('filters by action, and shows an entry without actor as the system', async () => {
    const authDetails = await signInAs('admin');
    renderApp('/en-us/user/audit-log?action=user.disabled', { authDetails });

    const row = await rowAbout(inject('webTestServer').systemAuditSubjectId);
    expect(within(row).getByText('System')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('user.disabled');
    const [, ...rows] = within(screen.getByRole('table')).getAllByRole('row');
    for (const each of rows) {
      expect(each).toHaveTextContent('User disabled');
    }
  });

  it('shows the headings in Spanish on /es-es', async () => {
    const agent = await createUser({ role: Role.agencyAgent });
    await changeRole(agent.id, Role.agency);
    const authDetails = await signInAs('admin');
    renderApp('/es-es/user/audit-log?action=user.role_changed', { authDetails });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registro de auditoría' }),
    ).toBeVisible();
    const row = await rowAbout(agent.id, 'Usuario');
    const table = screen.getByRole('table', { name: 'Registro de auditoría' });
    expect(within(table).getByRole('columnheader', { name: 'Autor' })).toBeInTheDocument();
    expect(within(row).getByText('Rol cambiado')).toBeInTheDocument();
  });
});
