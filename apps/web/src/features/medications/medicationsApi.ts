import {
  type Administration,
  type AdministrationCreate,
  type CorrectionCreate,
  type Medication,
  type MedicationWrite,
  routes,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';
import { useOfflineCapture } from '../offline/index.ts';

const marKey = (patientId: number) => ['mar', patientId] as const;
const medications = routes.medications;

/** Every medication of the patient, current first (the read is audited like the grid's). */
export function useMedications(patientId: number) {
  return useQuery({
    queryKey: [...marKey(patientId), 'medications'],
    queryFn: async ({ signal }) =>
      (await callApi(medications.ofPatient({ patientId }), { signal })).data,
  });
}

/** The grid of `from`..`to`; the previous range stays shown while the next one loads. */
export function useMar(patientId: number, from: string, to: string) {
  return useQuery({
    queryKey: [...marKey(patientId), from, to],
    queryFn: async ({ signal }) =>
      (
        await callApi(medications.mar({ patientId }), {
          query: { from, to },
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

/** Records a dose through the offline queue: without a network it is kept and sent later. */
export function useRecordDose(patientId: number, medication: Pick<Medication, 'id' | 'name'>) {
  const changed = useMarChanged(patientId);
  const capture = useOfflineCapture();
  return useMutation({
    mutationFn: (values: AdministrationCreate) =>
      capture({ kind: 'dose', targetId: medication.id, label: medication.name, body: values }),
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
      (await callApi(medications.correct({ administrationId: entryId }), { body: values })).data,
    onSuccess: changed,
  });
}

/** Adds a medication (POST) or changes one (PATCH with the whole form). */
export function useSaveMedication(patientId: number, medicationId: number | null) {
  const changed = useMarChanged(patientId);
  return useMutation({
    mutationFn: async (values: MedicationWrite): Promise<Medication> =>
      (medicationId === null
        ? await callApi(medications.create({ patientId }), { body: values })
        : await callApi(medications.update({ medicationId }), { body: values })
      ).data,
    onSuccess: changed,
  });
}

export function useDiscontinueMedication(patientId: number, medicationId: number) {
  const changed = useMarChanged(patientId);
  return useMutation({
    mutationFn: async (reason: string): Promise<Medication> =>
      (await callApi(medications.discontinue({ medicationId }), { body: { reason } })).data,
    onSuccess: changed,
  });
}
