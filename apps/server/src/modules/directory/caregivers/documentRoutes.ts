import {
  caregiverDocumentSchema,
  caregiverDocumentWriteSchema,
  caregiverSubListQuerySchema,
} from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { childRecordRoutes } from '../shared/childRecordRoutes.ts';
import { todayUtc } from './caregiverService.ts';
import type { DocumentService } from './documentService.ts';
import { documentDto } from './dto.ts';
import { caregiverAccess } from './policy.ts';
import { caregiverFile, caregiverIdParams, tags } from './routes.ts';

export type DocumentRoutesOptions = { documents: DocumentService };

export const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesOptions> = async (
  app,
  { documents },
) => {
  childRecordRoutes(app, {
    ownerPath: '/api/caregivers/:caregiverId',
    ownerIdParam: 'caregiverId',
    childSegment: 'documents',
    childIdParam: 'documentId',
    tags,
    access: caregiverAccess,
    phi: caregiverFile,
    schemas: {
      ownerParams: caregiverIdParams,
      query: caregiverSubListQuerySchema,
      write: caregiverDocumentWriteSchema,
      item: caregiverDocumentSchema,
    },
    summaries: {
      list: "A caregiver's certificates and checks, the soonest to expire first",
      create: 'Add a certificate or check to a caregiver',
      update: 'Change a caregiver document (a renewal: new dates and number)',
      remove: 'Remove a caregiver document entered by mistake',
    },
    list: (actor, caregiverId, paging, _locale, context) =>
      documents.list(actor, caregiverId, paging, context),
    create: (actor, caregiverId, input, _locale, context) =>
      documents.create(actor, caregiverId, input, context),
    update: (actor, caregiverId, documentId, input, _locale, context) =>
      documents.update(actor, caregiverId, documentId, input, context),
    remove: (actor, caregiverId, documentId, _locale, context) =>
      documents.remove(actor, caregiverId, documentId, context),
    dto: (row) => documentDto(row, todayUtc()),
  });
};
