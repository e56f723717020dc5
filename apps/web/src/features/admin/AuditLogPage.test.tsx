import type { AuditLogEntry } from '@hearth/domain';
import { Role } from '@hearth/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { fakeApi, listOf, signedInAs } from './testing/fakeApi.ts';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
});

const entry: AuditLogEntry = {
  id: 31,
  actorUserId: 1,
  actorEmail: 'admin@example.org',
  action: 'user.role_changed',
  subjectType: 'user',
  subjectId: '12',
  agencyId: 4,
  details: { from: 4, to: 9 },
  ip: '198.51.100.7',
  requestId: 'req-31',
  createdAt: '2026-03-02T08:15:30.000Z',
};

describe('audit log page', () => {
  it('shows actor email, action and subject, and the details on demand', async () => {
    api = fakeApi({ 'GET /api/audit-log': () => listOf([entry]) });
    renderApp('/en-us/user/audit-log', { authDetails: signedInAs(Role.admin) });

    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, row] = within(table).getAllByRole('row') as HTMLElement[];
    expect(row).toHaveTextContent('admin@example.org');
    expect(row).toHaveTextContent('Role changed');
    expect(within(row as HTMLElement).getByRole('link', { name: 'User 12' })).toHaveAttribute(
      'href',
      '/en-us/user/users/12',
    );

    await userEvent.click(screen.getByRole('button', { name: 'View the details of entry 31' }));

    const dialog = screen.getByRole('dialog', { name: 'Role changed (entry 31)' });
    expect(within(dialog).getByLabelText('Recorded details').textContent).toBe(
      JSON.stringify(entry.details, null, 2),
    );
    expect(dialog).toHaveTextContent('req-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('filters by action, and shows an entry without actor as the system', async () => {
    api = fakeApi({
      'GET /api/audit-log': () => listOf([{ ...entry, actorUserId: null, actorEmail: null }]),
    });
    renderApp('/en-us/user/audit-log?action=user.disabled', {
      authDetails: signedInAs(Role.admin),
    });

    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('System')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('user.disabled');
    expect(api.calls[0]?.params).toMatchObject({ action: 'user.disabled' });
  });

  it('shows the headings in Spanish on /es-es', async () => {
    api = fakeApi({ 'GET /api/audit-log': () => listOf([entry]) });
    renderApp('/es-es/user/audit-log', { authDetails: signedInAs(Role.admin) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registro de auditoría' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Registro de auditoría' });
    expect(within(table).getByRole('columnheader', { name: 'Autor' })).toBeInTheDocument();
    expect(within(table).getByText('Rol cambiado')).toBeInTheDocument();
  });
});
