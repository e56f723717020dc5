import { Readable } from 'node:stream';
import type { EvvExport, EvvVisit, VisitChange } from '@hearth/domain';
import { stringify } from 'csv-stringify/sync';

// The aggregator export, written as its visits are read: JSON, and CSV with one line per visit
// (the JSON record flattened). A visit's several changes share a cell per field, in order,
// joined by ` | ` (docs/decisions.md has the mapping).

const JOIN = ' | ';

const joined = (changes: readonly VisitChange[], pick: (change: VisitChange) => string) =>
  changes.map(pick).join(JOIN);

/** The header line, in column order; `docs/decisions.md` maps each to the aggregators' fields. */
export const EVV_CSV_COLUMNS = [
  'visitId',
  'agencyId',
  'serviceCode',
  'careType',
  'recipientId',
  'caregiverId',
  'visitDate',
  'timeZone',
  'plannedStart',
  'plannedEnd',
  'checkInAt',
  'checkInLatitude',
  'checkInLongitude',
  'checkInAccuracy',
  'checkOutAt',
  'checkOutLatitude',
  'checkOutLongitude',
  'checkOutAccuracy',
  'originalCheckInAt',
  'originalCheckOutAt',
  'locationType',
  'capturedOffline',
  'status',
  'changeCount',
  'changeFields',
  'changeReasons',
  'changeResolutions',
  'changeNotes',
  'changedBy',
  'changedAt',
] as const;

type CsvRecord = Record<(typeof EVV_CSV_COLUMNS)[number], string | number | boolean>;

function csvRecord(visit: EvvVisit): CsvRecord {
  const { checkIn, checkOut, changes } = visit;
  return {
    visitId: visit.visitId,
    agencyId: visit.agencyId,
    serviceCode: visit.serviceCode,
    careType: visit.careType ?? '',
    recipientId: visit.recipientId,
    caregiverId: visit.caregiverId ?? '',
    visitDate: visit.visitDate,
    timeZone: visit.timeZone,
    plannedStart: visit.plannedStart,
    plannedEnd: visit.plannedEnd,
    checkInAt: checkIn?.at ?? '',
    checkInLatitude: checkIn?.latitude ?? '',
    checkInLongitude: checkIn?.longitude ?? '',
    checkInAccuracy: checkIn?.accuracy ?? '',
    checkOutAt: checkOut?.at ?? '',
    checkOutLatitude: checkOut?.latitude ?? '',
    checkOutLongitude: checkOut?.longitude ?? '',
    checkOutAccuracy: checkOut?.accuracy ?? '',
    originalCheckInAt: visit.originalCheckIn?.at ?? '',
    originalCheckOutAt: visit.originalCheckOut?.at ?? '',
    locationType: visit.locationType,
    capturedOffline: visit.capturedOffline,
    status: visit.status,
    changeCount: changes.length,
    changeFields: joined(changes, (change) => change.field),
    changeReasons: joined(changes, (change) => change.reason),
    changeResolutions: joined(changes, (change) => change.resolution),
    changeNotes: joined(changes, (change) => change.note ?? ''),
    changedBy: joined(changes, (change) => String(change.changedBy.id)),
    changedAt: joined(changes, (change) => change.changedAt),
  };
}

const csvOptions = {
  columns: [...EVV_CSV_COLUMNS],
  escape_formulas: true,
  cast: { boolean: (value: boolean) => (value ? 'true' : 'false') },
};

async function* csvText(pages: AsyncIterable<readonly EvvVisit[]>) {
  let header = true;
  for await (const page of pages) {
    yield stringify(page.map(csvRecord), { ...csvOptions, header });
    header = false;
  }
  if (header) {
    yield stringify([], { ...csvOptions, header });
  }
}

/**
 * The visits as CSV text, a page of lines at a time as they are read. A cell a spreadsheet would
 * run as a formula (starting with =, +, - or @) is prefixed with a quote mark, as OWASP advises
 * for CSV exports.
 */
export const evvCsv = (pages: AsyncIterable<readonly EvvVisit[]>): Readable =>
  Readable.from(csvText(pages));

async function* jsonText(meta: EvvExport['meta'], pages: AsyncIterable<readonly EvvVisit[]>) {
  yield `{"meta":${JSON.stringify(meta)},"data":[`;
  let separator = '';
  for await (const page of pages) {
    yield separator + page.map((visit) => JSON.stringify(visit)).join(',');
    separator = ',';
  }
  yield ']}';
}

/** The visits as the JSON document `evvExportSchema` describes, a page at a time. */
export const evvJson = (
  meta: EvvExport['meta'],
  pages: AsyncIterable<readonly EvvVisit[]>,
): Readable => Readable.from(jsonText(meta, pages));
