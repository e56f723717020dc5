import { type Payer, type PayerWrite, type PayerWriteInput, routes } from '@hearth/domain';
import { entryApi } from '../entries/entriesApi.ts';

export const payersApi = entryApi<Payer, PayerWriteInput, PayerWrite>('payers', routes.payers);
