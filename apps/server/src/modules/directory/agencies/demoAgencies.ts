import {
  AgencyStanding,
  type AgencyWriteInput,
  type Country,
  type MarketplaceProduct,
} from '@hearth/domain';

/** A demo agency: its profile, where it is, and the standing decisions it went through. */
export type DemoAgency = {
  profile: Omit<AgencyWriteInput, 'address' | 'languageIds'> & {
    address: { street: string; postalCode: string };
  };
  place: { country: Country; province: string; city: string };
  languages: string[];
  /** Standing changes, oldest first, each made by the demo administrator. */
  standingChanges: { to: AgencyStanding; reason: string; daysAgo: number }[];
  /** What it lists in the marketplace; a home care agency lists every product. */
  products?: readonly MarketplaceProduct[];
};

// Care type ids are fixed by the reference list (day program 7, shared living 14). Addresses,
// phone numbers (555) and the .example domains are made up.
export const demoAgencies: readonly DemoAgency[] = [
  {
    profile: {
      name: 'Maple Home Care',
      legalName: 'Maple Home Care Inc.',
      phone: '+1 416-555-0134',
      email: 'info@maplehomecare.example',
      website: 'https://maplehomecare.example',
      address: { street: '120 King St W', postalCode: 'M5H 1J9' },
      description:
        'Personal support, nursing and dementia care across the Greater Toronto Area, seven days a week.',
      serviceRadiusKm: 40,
      careTypeIds: [1, 2, 3, 4, 5, 11],
    },
    place: { country: 'CA', province: 'ON', city: 'Toronto' },
    languages: ['en', 'fr', 'pt'],
    standingChanges: [],
  },
  {
    profile: {
      name: 'Pacific Coast Caregivers',
      legalName: 'Pacific Coast Caregivers Ltd.',
      phone: '+1 604-555-0187',
      email: 'care@pacificcoast.example',
      website: 'https://pacificcoast.example',
      address: { street: '1055 W Georgia St', postalCode: 'V6E 3P3' },
      description: 'Home support and overnight care in Vancouver, Burnaby and Richmond.',
      serviceRadiusKm: 25,
      careTypeIds: [1, 2, 9, 10],
    },
    place: { country: 'CA', province: 'BC', city: 'Vancouver' },
    languages: ['en', 'zh', 'pa'],
    standingChanges: [
      {
        to: AgencyStanding.requiresReview,
        reason: 'Two families reported missed morning visits in March; scheduling is under review.',
        daysAgo: 12,
      },
    ],
  },
  {
    profile: {
      name: 'Harbour Shared Living',
      phone: '+1 250-555-0110',
      email: 'homes@harbourliving.example',
      address: { street: '812 Wharf St', postalCode: 'V8W 1T3' },
      description: 'Shared living homes for adults with developmental disabilities.',
      serviceRadiusKm: 60,
      careTypeIds: [14, 16],
    },
    place: { country: 'CA', province: 'BC', city: 'Victoria' },
    languages: ['en'],
    standingChanges: [],
  },
  {
    profile: {
      name: 'Soins Saint-Laurent',
      legalName: 'Soins à domicile Saint-Laurent inc.',
      phone: '+1 514-555-0162',
      email: 'bonjour@soinssaintlaurent.example',
      website: 'https://soinssaintlaurent.example',
      address: { street: '1250 rue Sainte-Catherine O', postalCode: 'H3G 1P1' },
      description: 'Soins infirmiers et aide à domicile à Montréal et Laval.',
      serviceRadiusKm: 30,
      careTypeIds: [1, 3, 6, 7],
    },
    place: { country: 'CA', province: 'QC', city: 'Montréal' },
    languages: ['fr', 'en'],
    standingChanges: [],
  },
  {
    profile: {
      name: 'Empire State Home Health',
      legalName: 'Empire State Home Health Services LLC',
      phone: '+1 718-555-0199',
      email: 'intake@empirestatehh.example',
      address: { street: '300 Cadman Plaza W', postalCode: '11201' },
      description: 'Licensed home care agency serving Brooklyn and Queens.',
      serviceRadiusKm: 15,
      careTypeIds: [1, 3, 8],
    },
    place: { country: 'US', province: 'NY', city: 'Brooklyn' },
    languages: ['en', 'es', 'ru'],
    standingChanges: [
      {
        to: AgencyStanding.requiresReview,
        reason: 'Caregiver certifications were out of date at the annual audit.',
        daysAgo: 60,
      },
      {
        to: AgencyStanding.probationary,
        reason: 'Certifications still not renewed after 30 days; probation until the next audit.',
        daysAgo: 20,
      },
    ],
  },
  {
    profile: {
      name: 'Golden Bay Senior Care',
      phone: '+1 415-555-0123',
      email: 'hello@goldenbay.example',
      website: 'https://goldenbay.example',
      address: { street: '1 Market St', postalCode: '94105' },
      description: 'In-home care and an adult day program in the heart of San Francisco.',
      serviceRadiusKm: 20,
      careTypeIds: [1, 2, 5, 7, 12],
    },
    place: { country: 'US', province: 'CA', city: 'San Francisco' },
    languages: ['en', 'es', 'zh', 'tl'],
    standingChanges: [],
  },
  {
    profile: {
      name: 'Cuidados Castellana',
      legalName: 'Cuidados Castellana S.L.',
      phone: '+34 915 55 01 42',
      email: 'contacto@cuidadoscastellana.example',
      website: 'https://cuidadoscastellana.example',
      address: { street: 'Paseo de la Castellana 95', postalCode: '28046' },
      description: 'Ayuda a domicilio, centro de día y viviendas compartidas en Madrid.',
      serviceRadiusKm: 35,
      careTypeIds: [1, 2, 7, 14],
    },
    place: { country: 'ES', province: 'M', city: 'Madrid' },
    languages: ['es', 'en'],
    standingChanges: [],
  },
  {
    profile: {
      name: 'Northern Lights Care',
      phone: '+1 613-555-0177',
      email: 'office@northernlights.example',
      address: { street: '99 Bank St', postalCode: 'K1P 6B9' },
      description: 'Home support in Ottawa.',
      serviceRadiusKm: 25,
      careTypeIds: [1, 2],
    },
    place: { country: 'CA', province: 'ON', city: 'Ottawa' },
    languages: ['en', 'fr'],
    standingChanges: [
      {
        to: AgencyStanding.probationary,
        reason: 'Repeated late visits and an unreported fall; probation for 90 days.',
        daysAgo: 150,
      },
      {
        to: AgencyStanding.terminated,
        reason: 'Probation conditions not met; the agency is removed from the directory.',
        daysAgo: 40,
      },
    ],
  },
  // The demo provider's day program (identity's demo accounts make the organisation), in a city
  // of its own so its pin stands apart from the agencies' day programs.
  {
    profile: {
      name: 'Sunrise Adult Day Program',
      phone: '+1 905-555-0149',
      email: 'hello@sunriseday.example',
      website: 'https://sunriseday.example',
      address: { street: '71 Main St W', postalCode: 'L8P 1H4' },
      description:
        'A weekday day program for older adults: exercise, music, crafts, a hot lunch and a nurse on site.',
      serviceRadiusKm: 20,
      careTypeIds: [7],
    },
    place: { country: 'CA', province: 'ON', city: 'Hamilton' },
    languages: ['en', 'it'],
    standingChanges: [],
    products: ['adultDay'],
  },
];
