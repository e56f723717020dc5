import { type Medication, MedicationRoute, WeekDay } from '@hearth/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useDateFormat, useDateTimeFormat } from '../../components/DateTime.tsx';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { DiscontinueDialog } from './DiscontinueDialog.tsx';
import { MedicationDialog } from './MedicationDialog.tsx';
import { useMedications } from './medicationsApi.ts';

export type MedicationsSectionProps = {
  patientId: number;
  canPrescribe: boolean;
};

type Editing =
  | { kind: 'edit'; medication: Medication | null }
  | { kind: 'stop'; medication: Medication };

/** Every medication of the patient, current first; agency staff add, change and stop them. */
export function MedicationsSection({ patientId, canPrescribe }: MedicationsSectionProps) {
  const { t } = useTranslation('medications');
  const label = useLabel();
  const day = useDateFormat();
  const instant = useDateTimeFormat();
  const query = useMedications(patientId);
  const [editing, setEditing] = useState<Editing | null>(null);
  // The save invalidates the patient's MAR queries, this list among them.
  const done = () => setEditing(null);

  const schedule = (medication: Medication) => {
    if (medication.prn) {
      return t('list.asNeeded');
    }
    const days =
      medication.weekDays.length === 0
        ? t('list.everyDay')
        : medication.weekDays.map((code) => label(WeekDay.labelKey(code))).join(', ');
    return `${medication.times.join(', ')} (${medication.timeZone}), ${days}`;
  };

  return (
    <SectionCard
      title={t('list.title')}
      action={
        canPrescribe && (
          <Button
            startIcon={<AddIcon />}
            onClick={() => setEditing({ kind: 'edit', medication: null })}
          >
            {t('list.add')}
          </Button>
        )
      }
    >
      {query.isPending ? (
        <ListLoading label={t('list.loading')} />
      ) : query.isError ? (
        <ListError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <ListEmpty message={t('list.empty')} />
      ) : (
        <List disablePadding>
          {query.data.map((medication) => (
            <ListItem key={medication.id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                sx={{ minWidth: 200 }}
                primary={`${medication.name} · ${medication.dose} · ${label(MedicationRoute.labelKey(medication.route))}`}
                secondary={
                  medication.discontinuedAt ? (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t('list.discontinuedOn', {
                        date: instant(medication.discontinuedAt),
                        reason: medication.discontinuedReason ?? '',
                      })}
                    </Typography>
                  ) : (
                    `${schedule(medication)}; ${t('list.since', { date: day(medication.startDate) })}`
                  )
                }
              />
              {canPrescribe && !medication.discontinuedAt && (
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    aria-label={t('list.editLabel', { medication: medication.name })}
                    onClick={() => setEditing({ kind: 'edit', medication })}
                  >
                    {t('list.edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('list.discontinueLabel', { medication: medication.name })}
                    onClick={() => setEditing({ kind: 'stop', medication })}
                  >
                    {t('list.discontinue')}
                  </Button>
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {editing?.kind === 'edit' && (
        <MedicationDialog
          patientId={patientId}
          medication={editing.medication}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      )}
      {editing?.kind === 'stop' && (
        <DiscontinueDialog
          patientId={patientId}
          medication={editing.medication}
          onClose={() => setEditing(null)}
          onDone={done}
        />
      )}
    </SectionCard>
  );
}
