import { type PayerWrite, payerSchema } from '@hearth/domain';
import { entryApi } from '../entries/entriesApi.ts';

export const payersApi = entryApi<typeof payerSchema, PayerWrite>('/api/payers', payerSchema);
