import type { StoredTaxComponent } from '../../../db/schema/index.ts';

export type SeedRate = {
  country: 'CA' | 'US';
  province: string;
  effectiveFrom: string;
  components: StoredTaxComponent[];
  source: string;
};

const cra =
  'Canada Revenue Agency, GST/HST rates by province (canada.ca, "Charge and collect the tax – Which rate to charge"), read 2026-11-27';
const gst = { name: 'GST', rateThousandths: 5_000 };
const hst = (rateThousandths: number) => [{ name: 'HST', rateThousandths }];

/**
 * Canada's sales taxes on a membership (a service bought by a business): GST everywhere, HST in
 * the harmonized provinces, and the provincial tax of the others. Each region's current rate, with
 * the day it took effect; Nova Scotia also keeps the 15 % it charged until its 2025 cut.
 */
export const canadaRates: readonly SeedRate[] = [
  { province: 'AB', effectiveFrom: '2008-01-01', components: [gst], source: cra },
  { province: 'NT', effectiveFrom: '2008-01-01', components: [gst], source: cra },
  { province: 'NU', effectiveFrom: '2008-01-01', components: [gst], source: cra },
  { province: 'YT', effectiveFrom: '2008-01-01', components: [gst], source: cra },
  { province: 'ON', effectiveFrom: '2010-07-01', components: hst(13_000), source: cra },
  { province: 'NS', effectiveFrom: '2010-07-01', components: hst(15_000), source: cra },
  {
    province: 'NS',
    effectiveFrom: '2025-04-01',
    components: hst(14_000),
    source: `${cra}; Nova Scotia Finance and Treasury Board, HST reduction to 14 % from 2025-04-01`,
  },
  { province: 'NB', effectiveFrom: '2016-07-01', components: hst(15_000), source: cra },
  { province: 'NL', effectiveFrom: '2016-07-01', components: hst(15_000), source: cra },
  { province: 'PE', effectiveFrom: '2016-10-01', components: hst(15_000), source: cra },
  {
    province: 'QC',
    effectiveFrom: '2013-01-01',
    components: [gst, { name: 'QST', rateThousandths: 9_975 }],
    source: `${cra}; Revenu Québec, QST rate 9.975 % since 2013-01-01`,
  },
  {
    province: 'BC',
    effectiveFrom: '2013-04-01',
    components: [gst, { name: 'PST', rateThousandths: 7_000 }],
    source: `${cra}; Government of British Columbia, PST 7 % since 2013-04-01`,
  },
  {
    province: 'MB',
    effectiveFrom: '2019-07-01',
    components: [gst, { name: 'RST', rateThousandths: 7_000 }],
    source: `${cra}; Manitoba Finance, RST 7 % since 2019-07-01`,
  },
  {
    province: 'SK',
    effectiveFrom: '2017-03-23',
    components: [gst, { name: 'PST', rateThousandths: 6_000 }],
    source: `${cra}; Government of Saskatchewan, PST 6 % since 2017-03-23`,
  },
].map((rate) => ({ ...rate, country: 'CA' as const }));
