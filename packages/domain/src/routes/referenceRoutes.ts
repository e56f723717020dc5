import { z } from 'zod';
import { itemResponse, listResponse } from '../api/envelopes.ts';
import { mapPlacesResponseSchema } from '../api/mapPlaces.ts';
import {
  caregiverRoleSchema,
  careTypeSchema,
  citySchema,
  diagnosisSchema,
  languageSchema,
  locationDataSchema,
  professionSchema,
  referenceListSummarySchema,
  relationshipSchema,
} from '../api/reference.ts';
import { get, patch, post } from './endpoint.ts';

// An entry's shape depends on its list; the reference editor reads each through its own parser.
const anyEntry = itemResponse(z.unknown());
const entry = '/api/:list/:id';

export const referenceRoutes = {
  languages: get('/api/languages', listResponse(languageSchema)),
  professions: get('/api/professions', listResponse(professionSchema)),
  caregiverRoles: get('/api/caregiver-roles', listResponse(caregiverRoleSchema)),
  careTypes: get('/api/care-types', listResponse(careTypeSchema)),
  diagnoses: get('/api/diagnoses', listResponse(diagnosisSchema)),
  relationships: get('/api/relationships', listResponse(relationshipSchema)),
  cities: get('/api/cities', listResponse(citySchema)),
  /** Every province and state we serve, by country. */
  locationData: get('/api/location-data', itemResponse(locationDataSchema)),
  /** The largest current cities in a map's view, to label the map drawn without tiles. */
  mapPlaces: get('/api/map-places', mapPlacesResponseSchema),
  /** Every list, with how many entries it offers and keeps retired. */
  lists: get('/api/reference-lists', z.object({ data: z.array(referenceListSummarySchema) })),
  /** Any list's entries by the list's name (`:list`), as the reference editor keeps them. */
  entries: {
    list: get('/api/:list', listResponse(z.unknown())),
    create: post('/api/:list', { body: z.unknown(), response: anyEntry }),
    update: patch(entry, { body: z.unknown(), response: anyEntry }),
    retire: post(`${entry}/retire`, { response: anyEntry }),
    unretire: post(`${entry}/unretire`, { response: anyEntry }),
  },
};
