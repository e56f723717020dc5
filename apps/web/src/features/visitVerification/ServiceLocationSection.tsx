import { type GeoPoint, serviceLocationSchema } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldError } from '../../api/fieldErrors.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { ListLoading } from '../../components/list/ListStatus.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useSetServiceLocation } from './visitVerificationApi.ts';

// Leaflet and its styles are fetched only when the office opens the map.
const ServiceLocationMap = lazy(() =>
  import('./ServiceLocationMap.tsx').then((m) => ({ default: m.ServiceLocationMap })),
);

/** Where a map opens for a home not pinned yet: downtown Toronto, the care time zone's city. */
const UNPINNED_CENTRE: GeoPoint = { latitude: 43.6532, longitude: -79.3832 };

type Coordinate = 'latitude' | 'longitude';

export type ServiceLocationSectionProps = {
  patientId: number;
  /** The home's point on record, if any. */
  point: { latitude: number | null; longitude: number | null };
};

/**
 * The client's home as check-ins are measured against it: a pin the office sets on a map, or
 * types as latitude and longitude (the keyboard's way). Saving it re-draws every later fence.
 */
export function ServiceLocationSection({ patientId, point }: ServiceLocationSectionProps) {
  const { t } = useTranslation('visitVerification');
  const { errorMap, fieldText } = useFormMessages();
  const save = useSetServiceLocation(patientId);
  const [draft, setDraft] = useState<Record<Coordinate, string>>({
    latitude: point.latitude === null ? '' : String(point.latitude),
    longitude: point.longitude === null ? '' : String(point.longitude),
  });
  const [errors, setErrors] = useState<Partial<Record<Coordinate, string>>>({});
  const [mapOpen, setMapOpen] = useState(false);
  const pinned =
    draft.latitude !== '' && draft.longitude !== ''
      ? { latitude: Number(draft.latitude), longitude: Number(draft.longitude) }
      : null;
  const onMap =
    pinned !== null && Number.isFinite(pinned.latitude) && Number.isFinite(pinned.longitude)
      ? pinned
      : UNPINNED_CENTRE;

  const submit = () => {
    const parsed = serviceLocationSchema.safeParse(
      {
        latitude: Number(draft.latitude || Number.NaN),
        longitude: Number(draft.longitude || Number.NaN),
      },
      { error: errorMap },
    );
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const errorOf = (name: Coordinate) =>
    errors[name] ?? fieldText(serverFieldError(save.error, name));
  const moveTo = (moved: GeoPoint) =>
    setDraft({ latitude: moved.latitude.toFixed(6), longitude: moved.longitude.toFixed(6) });

  return (
    <SectionCard title={t('location.title')}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {point.latitude === null ? t('location.unpinned') : t('location.intro')}
        </Typography>
        {save.isSuccess && (
          <Alert severity="success" role="status">
            {t('location.saved')}
          </Alert>
        )}
        {save.isError &&
          errorOf('latitude') === undefined &&
          errorOf('longitude') === undefined && (
            <Alert severity="error" role="alert">
              {save.error.message}
            </Alert>
          )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {(['latitude', 'longitude'] as const).map((name) => (
            <TextField
              key={name}
              label={t(`location.${name}`)}
              required
              inputMode="decimal"
              value={draft[name]}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
              error={errorOf(name) !== undefined}
              helperText={errorOf(name)}
              fullWidth
            />
          ))}
        </Stack>
        {mapOpen ? (
          <Suspense fallback={<ListLoading label={t('location.mapLoading')} />}>
            <ServiceLocationMap point={onMap} onMove={moveTo} />
          </Suspense>
        ) : (
          <Button variant="outlined" onClick={() => setMapOpen(true)} sx={{ alignSelf: 'start' }}>
            {t('location.openMap')}
          </Button>
        )}
        <SpinnerButton
          type="submit"
          variant="contained"
          spinning={save.isPending}
          sx={{ alignSelf: 'start' }}
        >
          {t('location.submit')}
        </SpinnerButton>
      </Stack>
    </SectionCard>
  );
}
