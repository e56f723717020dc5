import { DailyActivity, LevelOfAssistance, type Patient, Reaction, Role } from '@hearth/domain';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { FactList } from '../../components/FactList.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';

type SectionProps = { patient: Patient };

function Empty({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  );
}

export function DiagnosesSection({ patient }: SectionProps) {
  const { t } = useTranslation('patients');
  return (
    <SectionCard title={t('detail.sections.diagnoses')}>
      {patient.diagnoses.length === 0 ? (
        <Empty text={t('detail.noDiagnoses')} />
      ) : (
        <List dense disablePadding>
          {patient.diagnoses.map((diagnosis) => (
            <ListItem key={diagnosis.id} disableGutters>
              <ListItemText
                primary={`${diagnosis.code} · ${diagnosis.description}`}
                secondary={diagnosis.primary ? t('detail.primary') : undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

const severityColour = { 1: 'default', 2: 'warning', 3: 'error' } as const;

/** Allergies, the worst first, each with how bad the reaction is: the thing not to miss. */
export function AllergiesSection({ patient }: SectionProps) {
  const { t } = useTranslation('patients');
  const label = useLabel();
  return (
    <SectionCard title={t('detail.sections.allergies')}>
      {patient.allergies.length === 0 ? (
        <Empty text={t('detail.noAllergies')} />
      ) : (
        <List dense disablePadding>
          {patient.allergies.map((allergy) => (
            <ListItem key={allergy.id} disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
              <ListItemText primary={allergy.allergen} secondary={allergy.notes} />
              <Chip
                size="small"
                color={severityColour[allergy.reaction]}
                variant={allergy.reaction === Reaction.severe ? 'filled' : 'outlined'}
                icon={allergy.reaction === Reaction.severe ? <WarningAmberIcon /> : undefined}
                label={t('detail.reaction', {
                  severity: label(Reaction.labelKey(allergy.reaction)),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

export function AssistanceSection({ patient }: SectionProps) {
  const { t } = useTranslation('patients');
  const label = useLabel();
  return (
    <SectionCard title={t('detail.sections.assistance')}>
      <FactList
        facts={DailyActivity.codes.map((activity) => {
          const level = patient.assistance[activity];
          return {
            term: label(DailyActivity.labelKey(activity)),
            value:
              level === undefined ? t('notAssessed') : label(LevelOfAssistance.labelKey(level)),
          };
        })}
      />
    </SectionCard>
  );
}

export function CareTeamSection({ patient }: SectionProps) {
  const { t } = useTranslation('patients');
  const label = useLabel();
  return (
    <SectionCard title={t('detail.sections.careTeam')}>
      {patient.careTeam.length === 0 ? (
        <Empty text={t('detail.noCareTeam')} />
      ) : (
        <List dense disablePadding>
          {patient.careTeam.map((member) => (
            <ListItem key={member.userId} disableGutters>
              <ListItemText primary={member.name} secondary={label(Role.labelKey(member.role))} />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
