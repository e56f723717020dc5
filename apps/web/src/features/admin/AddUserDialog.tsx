import { PASSWORD_MIN_LENGTH, Role, type User } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldError, unplacedFieldErrors } from '../../api/fieldErrors.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { AgencyPicker, LookupPicker } from '../reference/index.ts';
import {
  type Access,
  type AddUserDraft,
  type DraftField,
  type DraftProblem,
  emptyDraft,
  organisationField,
  toRequest,
} from './addUserForm.ts';
import { useCreateUser } from './adminApi.ts';
import { useAssignableRoles } from './useAssignableRoles.ts';

const problemFieldOf: Record<keyof AddUserDraft, DraftField> = {
  name: 'name',
  email: 'email',
  role: 'role',
  agencyId: 'agencyIds',
  partnerId: 'partnerId',
  access: 'password',
  password: 'password',
};

/** The draft keeps ids as typed text; the pickers hold a number or nothing. */
const idOf = (text: string): number | null => (text === '' ? null : Number(text));

export type AddUserDialogProps = {
  onClose: () => void;
  onCreated: (user: User, invited: boolean) => void;
};

/** Adds a person: invited by mail to choose their own password, or given one now. */
export function AddUserDialog({ onClose, onCreated }: AddUserDialogProps) {
  const { t } = useTranslation('admin');
  const label = useLabel();
  const { data: details } = useAuthDetails();
  const assignable = useAssignableRoles();
  const create = useCreateUser();
  const [draft, setDraft] = useState<AddUserDraft>(emptyDraft);
  const [problems, setProblems] = useState<Partial<Record<DraftField, DraftProblem>>>({});
  const choosesOrganisation = details?.user.role === Role.admin;
  const organisation = organisationField(draft.role, choosesOrganisation);
  const shownFields: DraftField[] = ['name', 'email', 'role', 'password'];
  if (organisation !== null) {
    shownFields.push(organisation);
  }

  const change = (key: keyof AddUserDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    // An edited field is no longer wrong until the next try says so.
    const field = problemFieldOf[key];
    setProblems((current) => {
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });
  };
  const problemText = (field: DraftField): string | undefined => {
    const problem = problems[field];
    if (problem !== undefined) {
      return t(`addUser.problems.${problem}`, { min: PASSWORD_MIN_LENGTH });
    }
    return create.isPending ? undefined : serverFieldError(create.error, field);
  };
  const fieldProps = (field: DraftField) => {
    const message = problemText(field);
    return { error: message !== undefined, helperText: message };
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = toRequest(draft, choosesOrganisation);
    if (outcome.problems) {
      setProblems(outcome.problems);
      return;
    }
    create.mutate(outcome.request, {
      onSuccess: (user) => onCreated(user, draft.access === 'invite'),
    });
  };

  const elsewhere = unplacedFieldErrors(create.error, shownFields);
  const failure = create.error ?? assignable.error;

  return (
    <Dialog open onClose={onClose} aria-labelledby="add-user-title" fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="add-user-title">{t('addUser.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure.message}
                {elsewhere.map((message) => (
                  <div key={message}>{message}</div>
                ))}
              </Alert>
            )}
            <TextField
              label={t('addUser.name')}
              name="name"
              required
              autoFocus
              autoComplete="off"
              value={draft.name}
              onChange={(event) => change('name')(event.target.value)}
              {...fieldProps('name')}
            />
            <TextField
              label={t('addUser.email')}
              name="email"
              type="email"
              required
              autoComplete="off"
              value={draft.email}
              onChange={(event) => change('email')(event.target.value)}
              {...fieldProps('email')}
            />
            <TextField
              select
              label={t('addUser.role')}
              name="role"
              required
              disabled={assignable.isPending}
              value={draft.role}
              onChange={(event) => change('role')(event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              {...fieldProps('role')}
            >
              <option value="" disabled>
                {t('addUser.chooseRole')}
              </option>
              {assignable.roles.map((role) => (
                <option key={role} value={String(role)}>
                  {label(Role.labelKey(role))}
                </option>
              ))}
            </TextField>
            {organisation === 'agencyIds' && (
              <AgencyPicker
                label={t('addUser.agency')}
                name="agencyId"
                required
                value={idOf(draft.agencyId)}
                onChange={(id) => change('agencyId')(id === null ? '' : String(id))}
                error={problemText('agencyIds')}
              />
            )}
            {organisation === 'partnerId' && (
              <LookupPicker
                lookup="partners"
                label={t('addUser.partner')}
                name="partnerId"
                required
                value={idOf(draft.partnerId)}
                onChange={(id) => change('partnerId')(id === null ? '' : String(id))}
                error={problemText('partnerId')}
              />
            )}
            <FormControl>
              <FormLabel id="add-user-access">{t('addUser.access')}</FormLabel>
              <RadioGroup
                aria-labelledby="add-user-access"
                name="access"
                value={draft.access}
                onChange={(event) => change('access')(event.target.value as Access)}
              >
                <FormControlLabel value="invite" control={<Radio />} label={t('addUser.invite')} />
                <FormControlLabel
                  value="password"
                  control={<Radio />}
                  label={t('addUser.setPassword')}
                />
              </RadioGroup>
            </FormControl>
            {draft.access === 'password' && (
              <TextField
                label={t('addUser.password')}
                name="password"
                type="password"
                required
                autoComplete="new-password"
                value={draft.password}
                onChange={(event) => change('password')(event.target.value)}
                {...fieldProps('password')}
                helperText={
                  problemText('password') ?? t('addUser.passwordHint', { min: PASSWORD_MIN_LENGTH })
                }
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <SpinnerButton type="submit" variant="contained" spinning={create.isPending}>
            {t(draft.access === 'invite' ? 'addUser.submitInvite' : 'addUser.submitCreate')}
          </SpinnerButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
