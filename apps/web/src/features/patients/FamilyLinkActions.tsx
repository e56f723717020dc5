import type { Contact } from '@hearth/domain';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useInviteToMyCare, useUnlinkFamily } from './patientsApi.ts';

export type FamilyLinkActionsProps = { patientId: number; contact: Contact; canEdit: boolean };

/**
 * Whether the contact follows the patient's care in My care, and for the office the invitation
 * (sent only with an email and consent recorded: the server says which is missing) or the unlink.
 */
export function FamilyLinkActions({ patientId, contact, canEdit }: FamilyLinkActionsProps) {
  const { t } = useTranslation('patients');
  const invite = useInviteToMyCare(patientId);
  const unlink = useUnlinkFamily(patientId);
  const [notice, setNotice] = useState<string | null>(null);
  // The server's field messages are translation keys (`family:validation.needsConsent`).
  const { fieldText } = useFormMessages();
  const problems =
    invite.error instanceof ApiError
      ? Object.values(invite.error.fieldErrors).flat()
      : invite.error === null
        ? []
        : [t('contacts.myCare.failed')];

  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {contact.familyLinked && (
          <Chip size="small" icon={<FamilyRestroomIcon />} label={t('contacts.myCare.linked')} />
        )}
        {canEdit && !contact.familyLinked && (
          <SpinnerButton
            size="small"
            variant="outlined"
            spinning={invite.isPending}
            aria-label={t('contacts.myCare.inviteNamed', { name: contact.name })}
            onClick={() =>
              invite.mutate(contact.id, {
                onSuccess: (sent) => setNotice(t('contacts.myCare.invited', { email: sent.email })),
              })
            }
          >
            {t('contacts.myCare.invite')}
          </SpinnerButton>
        )}
        {canEdit && contact.familyLinked && (
          <SpinnerButton
            size="small"
            color="error"
            spinning={unlink.isPending}
            aria-label={t('contacts.myCare.unlinkNamed', { name: contact.name })}
            onClick={() =>
              unlink.mutate(contact.id, {
                onSuccess: () => setNotice(t('contacts.myCare.unlinked', { name: contact.name })),
              })
            }
          >
            {t('contacts.myCare.unlink')}
          </SpinnerButton>
        )}
      </Stack>
      {problems.map((problem) => (
        <Alert key={problem} severity="error">
          {fieldText(problem)}
        </Alert>
      ))}
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
    </Stack>
  );
}
