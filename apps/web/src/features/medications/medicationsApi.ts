import {
  type Administration,
  type AdministrationCreate,
  administrationSchema,
  type CorrectionCreate,
  itemResponse,
  type Medication,
  type MedicationWrite,
  marSchema,
  medicationSchema,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed, sendParsed } from '../../api/fetchParsed.ts';

const oneMar = itemResponse(marSchema);
const oneEntry = itemResponse(administrationSchema);
const oneMedication = itemResponse(medicationSchema);

const marKey = (patientId: number) => ['mar', patientId] as const;
const medicationList = z.object({ data: z.array(medicationSchema) });

/** Every medication of the patient, current first (the read is audited like the grid's). */
export function useMedications(patientId: number) {
  return useQuery({
    queryKey: [...marKey(patientId), 'medications'],
    queryFn: async ({ signal }) =>
      (await fetchParsed(`/api/patients/${patientId}/medications`, medicationList, { signal }))
        .data,
  });
}

/** The grid of `from`..`to`; the previous range stays shown while the next one loads. */
export function useMar(patientId: number, from: string, to: string) {
  return useQuery({
    queryKey: [...marKey(patientId), from, to],
    queryFn: async ({ signal }) =>
      (
        await fetchParsed(`/api/patients/${patientId}/mar`, oneMar, {
          params: { from, to },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** After any change the grid is read again: the server decides what each cell now says. */
function useMarChanged(patientId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: marKey(patientId) });
}

export function useRecordDose(patientId: number, medicationId: number) {
  const changed = useMarChanged(patientId);
  return useMutation({
    mutationFn: async (values: AdministrationCreate): Promise<Administration> =>
      (
        await sendParsed(
          'post',
          `/api/medications/${medicationId}/administrations`,
          oneEntry,
          values,
        )
      ).data,
    onSuccess: changed,
  });
}

export function useCorrectEntry(patientId: number) {
  const changed = useMarChanged(patientId);
  return useMutation({
    mutationFn: async ({
      entryId,
      values,
    }: {
      entryId: number;
      values: CorrectionCreate;
    }): Promise<Administration> =>
      (await sendParsed('post', `/api/administrations/${entryId}/corrections`, oneEntry, values))
        .data,
    onSuccess: changed,
  });
}

/** Adds a medication (POST) or changes one (PATCH with the whole form). */
export function useSaveMedication(patientId: number, medicationId: number | null) {
  const changed = useMarChanged(patientId);
  return useMutation({
    mutationFn: async (values: MedicationWrite): Promise<Medication> =>
      (medicationId === null
        ? await sendParsed('post', `/api/patients/${patientId}/medications`, oneMedication, values)
        : await sendParsed('patch', `/api/medications/${medicationId}`, oneMedication, values)
      ).data,
    onSuccess: changed,
  });
}

export function useDiscontinueMedication(patientId: number, medicationId: number) {
  const changed = useMarChanged(patientId);
  return useMutation({
    mutationFn: async (reason: string): Promise<Medication> =>
      (
        await sendParsed('post', `/api/medications/${medicationId}/discontinue`, oneMedication, {
          reason,
        })
      ).data,
    onSuccess: changed,
  });
}
