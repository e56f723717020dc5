import { contactListQuerySchema, contactSchema, contactWriteSchema } from '@hearth/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { childRecordRoutes } from '../shared/childRecordRoutes.ts';
import type { ContactService } from './contactService.ts';
import { contactDto } from './dto.ts';
import { patientAccess } from './policy.ts';
import { patientIdParams, patientRecord } from './routes.ts';

export type ContactRoutesOptions = { contacts: ContactService };

const tags = ['patients'];

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (
  app,
  { contacts },
) => {
  childRecordRoutes(app, {
    ownerPath: '/api/patients/:patientId',
    ownerIdParam: 'patientId',
    childSegment: 'contacts',
    childIdParam: 'contactId',
    tags,
    access: patientAccess,
    phi: patientRecord,
    schemas: {
      ownerParams: patientIdParams,
      query: contactListQuerySchema,
      write: contactWriteSchema,
      item: contactSchema,
    },
    summaries: {
      list: "A patient's contacts, emergency contacts first (the read is audited)",
      create: 'Add a contact to a patient',
      update: "Change a patient's contact",
      remove: "Remove a patient's contact",
    },
    list: contacts.list,
    create: contacts.create,
    update: contacts.update,
    remove: contacts.delete,
    dto: contactDto,
  });
};
