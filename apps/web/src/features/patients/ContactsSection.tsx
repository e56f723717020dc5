import type { Contact } from '@hearth/domain';
import AddIcon from '@mui/icons-material/Add';
import EmergencyIcon from '@mui/icons-material/ContactEmergency';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DateTime } from '../../components/DateTime.tsx';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { ContactDialog } from './ContactDialog.tsx';
import { FamilyLinkActions } from './FamilyLinkActions.tsx';
import { useContacts, useDeleteContact } from './patientsApi.ts';

type ContactCardProps = {
  patientId: number;
  contact: Contact;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

function ConsentLine({ contact }: { contact: Contact }) {
  const { t } = useTranslation('patients');
  if (!contact.consentToShare || contact.consentRecordedAt === null) {
    return <>{t('contacts.noConsent')}</>;
  }
  const when = <DateTime value={contact.consentRecordedAt} />;
  return contact.consentRecordedBy ? (
    <>
      {t('contacts.consentBy', { name: contact.consentRecordedBy.name })} {when}
    </>
  ) : (
    <>
      {t('contacts.consent')} {when}
    </>
  );
}

/** One person to call; an emergency contact stands out, so it is found first in a hurry. */
function ContactCard({ patientId, contact, canEdit, onEdit, onDelete }: ContactCardProps) {
  const { t } = useTranslation('patients');
  return (
    <Card
      component="li"
      variant="outlined"
      sx={contact.emergency ? { borderColor: 'error.main', borderWidth: 2 } : undefined}
    >
      <CardContent sx={{ pb: canEdit ? 0 : undefined }}>
        <Stack
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {contact.name}
          </Typography>
          {contact.emergency && (
            <Chip
              size="small"
              color="error"
              icon={<EmergencyIcon />}
              label={t('contacts.emergency')}
            />
          )}
        </Stack>
        {contact.relationship && (
          <Typography variant="body2" color="text.secondary">
            {contact.relationship.name}
          </Typography>
        )}
        <Stack spacing={0.25} sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {contact.phone && <Link href={`tel:${contact.phone}`}>{contact.phone}</Link>}
          {contact.email && <Link href={`mailto:${contact.email}`}>{contact.email}</Link>}
          <Typography variant="body2" color="text.secondary">
            <ConsentLine contact={contact} />
          </Typography>
        </Stack>
        <FamilyLinkActions patientId={patientId} contact={contact} canEdit={canEdit} />
      </CardContent>
      {canEdit && (
        <CardActions>
          <Button
            size="small"
            onClick={onEdit}
            aria-label={t('contacts.editNamed', { name: contact.name })}
          >
            {t('contacts.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={onDelete}
            aria-label={t('contacts.deleteNamed', { name: contact.name })}
          >
            {t('contacts.delete')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

type Editing = { contact: Contact | null } | null;

export type ContactsSectionProps = { patientId: number; canEdit: boolean };

/** The people to call about the patient, emergency contacts first (the server sorts them so). */
export function ContactsSection({ patientId, canEdit }: ContactsSectionProps) {
  const { t } = useTranslation('patients');
  const contacts = useContacts(patientId);
  const remove = useDeleteContact(patientId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <SectionCard
      title={t('detail.sections.contacts')}
      action={
        canEdit && (
          <Button startIcon={<AddIcon />} onClick={() => setEditing({ contact: null })}>
            {t('contacts.add')}
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        {notice && (
          <Alert severity="success" role="status" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {contacts.isPending ? (
          <ListLoading label={t('contacts.loading')} />
        ) : contacts.isError ? (
          <ListError message={contacts.error.message} onRetry={() => void contacts.refetch()} />
        ) : contacts.data.length === 0 ? (
          <Alert severity="info" role="status">
            {t(canEdit ? 'contacts.none' : 'contacts.noneToShow')}
          </Alert>
        ) : (
          <Stack
            component="ul"
            spacing={1.5}
            aria-label={t('detail.sections.contacts')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {contacts.data.map((contact) => (
              <ContactCard
                key={contact.id}
                patientId={patientId}
                contact={contact}
                canEdit={canEdit}
                onEdit={() => setEditing({ contact })}
                onDelete={() => {
                  remove.reset();
                  setDeleting(contact);
                }}
              />
            ))}
          </Stack>
        )}
      </Stack>
      {editing && (
        <ContactDialog
          patientId={patientId}
          contact={editing.contact}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setNotice(
              t(editing.contact ? 'contacts.updated' : 'contacts.added', { name: saved.name }),
            );
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('contacts.deleteTitle', { name: deleting.name })}
          message={t('contacts.deleteMessage', { name: deleting.name })}
          confirmLabel={t('contacts.deleteConfirm')}
          destructive
          pending={remove.isPending}
          error={remove.error}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setNotice(t('contacts.deleted', { name: deleting.name }));
                setDeleting(null);
              },
            })
          }
        />
      )}
    </SectionCard>
  );
}
