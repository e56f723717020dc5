import type { CareCoordinatorWriteInput, Country, PayerWriteInput } from '@hearth/domain';
import { privatePayNames } from './builtInPayers.ts';

type Placed<T> = Omit<T, 'provinceId'> & {
  place?: { country: Country; province: string };
  retired?: boolean;
};

// People and phone numbers (555) are made up; the organisations and programs are real ones.
const ontario = { country: 'CA', province: 'ON' } as const;
const britishColumbia = { country: 'CA', province: 'BC' } as const;
const quebec = { country: 'CA', province: 'QC' } as const;
const newYork = { country: 'US', province: 'NY' } as const;
const california = { country: 'US', province: 'CA' } as const;
const madrid = { country: 'ES', province: 'M' } as const;

// biome-ignore format: a table of coordinators reads best one row a line
export const demoCoordinators: readonly Placed<CareCoordinatorWriteInput>[] = [
  { name: 'Priya Raman', organisation: 'Ontario Health atHome', region: 'Toronto Central', phone: '+1 416-555-0101', email: 'priya.raman@ontariohealthathome.example', place: ontario },
  { name: 'David Okafor', organisation: 'Ontario Health atHome', region: 'Hamilton Niagara Haldimand Brant', phone: '+1 905-555-0102', email: 'david.okafor@ontariohealthathome.example', place: ontario },
  { name: 'Emily Clarke', organisation: 'Ontario Health atHome', region: 'Champlain', phone: '+1 613-555-0103', email: 'emily.clarke@ontariohealthathome.example', place: ontario },
  { name: 'Thomas Reid', organisation: 'Toronto Central CCAC', region: 'Toronto Central', phone: '+1 416-555-0104', place: ontario, retired: true },
  { name: 'Jennifer Wong', organisation: 'Vancouver Coastal Health', region: 'Vancouver', phone: '+1 604-555-0105', email: 'jennifer.wong@vch.example', place: britishColumbia },
  { name: 'Sarah Mitchell', organisation: 'Island Health', region: 'South Island', phone: '+1 250-555-0106', email: 'sarah.mitchell@islandhealth.example', place: britishColumbia },
  { name: 'Marc Tremblay', organisation: 'CIUSSS du Centre-Sud-de-l’Île-de-Montréal', region: 'Montréal', phone: '+1 514-555-0107', email: 'marc.tremblay@ciusss.example', place: quebec },
  { name: 'Angela Russo', organisation: 'NYC Human Resources Administration', region: 'Brooklyn', phone: '+1 718-555-0108', email: 'arusso@hra.example', place: newYork },
  { name: 'Kevin Tran', organisation: 'San Francisco Department of Disability and Aging Services', region: 'San Francisco', phone: '+1 415-555-0109', email: 'kevin.tran@sfdas.example', place: california },
  { name: 'Isabel Navarro', organisation: 'Hospital Universitario La Paz — Trabajo Social', region: 'Madrid norte', phone: '+34 917 55 01 10', email: 'isabel.navarro@lapaz.example', place: madrid },
  { name: 'Luis Hernández', organisation: 'Comunidad de Madrid — Servicios Sociales', region: 'Madrid centro', phone: '+34 915 55 01 11', place: madrid },
];

export const demoPayers: readonly Placed<PayerWriteInput>[] = [
  {
    kind: 'government',
    name: 'Ontario Health atHome',
    phone: '310-2222',
    website: 'https://ontariohealthathome.ca',
    place: ontario,
  },
  {
    kind: 'government',
    name: 'Community Care Access Centre (CCAC)',
    place: ontario,
    retired: true,
  },
  {
    kind: 'government',
    name: 'BC Home and Community Care',
    website: 'https://www2.gov.bc.ca/gov/content/health/accessing-health-care/home-community-care',
    place: britishColumbia,
  },
  {
    kind: 'government',
    name: 'Soutien à domicile (CLSC)',
    place: quebec,
  },
  { kind: 'government', name: 'Veterans Independence Program (Veterans Affairs Canada)' },
  { kind: 'government', name: 'Medicare', website: 'https://www.medicare.gov' },
  {
    kind: 'government',
    name: 'New York State Medicaid',
    place: newYork,
  },
  { kind: 'government', name: 'Medi-Cal', place: california },
  {
    kind: 'government',
    name: 'Servicio de Ayuda a Domicilio (Comunidad de Madrid)',
    place: madrid,
  },
  { kind: 'privatePay', name: privatePayNames['en-US'] },
  {
    kind: 'insurer',
    name: 'Manulife',
    contactName: 'Group benefits claims',
    phone: '+1 800-555-0120',
  },
  { kind: 'insurer', name: 'Sun Life', contactName: 'Health claims', phone: '+1 800-555-0121' },
  {
    kind: 'insurer',
    name: 'Pacific Blue Cross',
    phone: '+1 604-555-0122',
    place: britishColumbia,
  },
  { kind: 'insurer', name: 'Genworth Long-Term Care Insurance', phone: '+1 800-555-0123' },
  {
    kind: 'insurer',
    name: 'Sanitas',
    phone: '+34 900 55 01 24',
    place: madrid,
  },
];
