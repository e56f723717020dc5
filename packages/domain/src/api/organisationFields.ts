import { z } from 'zod';
import { Country } from '../enums/reference.ts';
import { blankAsNull, phoneField } from './fields.ts';

// Field rules of the directory's organisations (agencies, care coordinators, payers).

export const ORGANISATION_NAME_MAX = 150;
export const WEBSITE_MAX = 200;

// Messages of the rules zod has no words for are i18n keys, so the web shows them in the person's
// language; API clients get a stable code-like text.
export const OrganisationValidation = {
  phoneFormat: 'directory:validation.phoneFormat',
  website: 'directory:validation.website',
  coordinatesTogether: 'directory:validation.coordinatesTogether',
  sameStanding: 'directory:validation.sameStanding',
  radiusNeedsPoint: 'directory:validation.radiusNeedsPoint',
  distanceNeedsPoint: 'directory:validation.distanceNeedsPoint',
} as const;

export const organisationPhone = phoneField(OrganisationValidation.phoneFormat);

/** People type "maplecare.ca"; it is stored as the https address it stands for. */
export const websiteField = blankAsNull(
  z
    .string()
    .trim()
    .max(WEBSITE_MAX)
    .transform((text) => (/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`))
    .pipe(
      z.url({
        protocol: /^https?$/,
        hostname: z.regexes.domain,
        message: OrganisationValidation.website,
      }),
    ),
);

/** A province as lists and detail pages name it: "Ontario (ON)" without a second call. */
export const provinceRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  country: Country.schema,
});
export type ProvinceRef = z.infer<typeof provinceRefSchema>;

/** `true`/`false` (or 1/0) in a query string; anything else is a 422. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((value) => value === 'true' || value === '1');
