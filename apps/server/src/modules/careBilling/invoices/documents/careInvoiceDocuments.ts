import { type CareInvoiceDetail, Country, type Locale, personCaredFor } from '@hearth/domain';
import type { Database } from '../../../../db/client.ts';
import { addressLines } from '../../../../platform/pdf/invoicePage.ts';
import { createAgencyPostalAddresses } from '../../../directory/agencies/index.ts';
import type { SettingsService } from '../../settings/settingsService.ts';
import type { InvoiceRepo } from '../invoiceRepo.ts';
import { type CareInvoiceParties, renderCareInvoicePdf } from './careInvoicePdf.ts';
import { careInvoiceWords } from './careInvoiceWords.ts';

/** Care invoices as PDF files, with the agency and the recipient as they are on record. */
export function createCareInvoiceDocuments(
  db: Database,
  repo: InvoiceRepo,
  settings: SettingsService,
) {
  const agencyAddresses = createAgencyPostalAddresses(db);

  const countryName = (country: string | null, locale: Locale): string | null => {
    const known = Country.schema.safeParse(country);
    return known.success ? careInvoiceWords[locale].countries[known.data] : null;
  };

  async function partiesOf(
    invoice: CareInvoiceDetail,
    locale: Locale,
  ): Promise<CareInvoiceParties> {
    const [address, agencySettings] = await Promise.all([
      agencyAddresses.find(invoice.agencyId),
      settings.of(invoice.agencyId),
    ]);
    const agency = {
      name: address?.name ?? '',
      lines:
        address === undefined ? [] : addressLines(address, countryName(address.country, locale)),
    };
    if (invoice.payer !== null) {
      const contact = await repo.payerContact(invoice.payer.id);
      const lines = [contact?.contactName, contact?.email].filter(
        (line): line is string => typeof line === 'string' && line !== '',
      );
      return {
        agency,
        taxRegistrationNumber: agencySettings.taxRegistrationNumber,
        recipient: { name: invoice.payer.name, lines },
      };
    }
    const home =
      invoice.patient === null
        ? invoice.resident && (await repo.residentAddress(invoice.resident.id))
        : await repo.patientAddress(invoice.patient.id);
    return {
      agency,
      taxRegistrationNumber: agencySettings.taxRegistrationNumber,
      recipient: {
        name: personCaredFor(invoice),
        lines:
          home === undefined || home === null
            ? []
            : addressLines({ ...home, legalName: null }, countryName(home.country, locale)),
      },
    };
  }

  return {
    /** The PDF of an invoice the caller may already see (the service checked who asks). */
    async pdf(invoice: CareInvoiceDetail, locale: Locale): Promise<Buffer> {
      return renderCareInvoicePdf(invoice, await partiesOf(invoice, locale), locale);
    },
  };
}

export type CareInvoiceDocuments = ReturnType<typeof createCareInvoiceDocuments>;
