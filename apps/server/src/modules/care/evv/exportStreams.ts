import { Readable } from 'node:stream';
import type { EvvExport, EvvVisit, VisitChange, VisitMark } from '@hearth/domain';
import { stringify } from 'csv-stringify';

// The aggregator export, written as its visits are read: JSON, and CSV with one line per visit
// (the JSON record flattened). A visit's several
// changes share a cell per field, in order, joined by ` | ` (docs/decisions.md has the mapping).

const JOIN = ' | ';

const joined = (changes: readonly VisitChange[], pick: (change: VisitChange) => string) =>
  changes.map(pick).join(JOIN);

const markColumns = (prefix: string, mark: VisitMark | null) => ({
  [`${prefix}At`]: mark?.at ?? '',
  [`${prefix}Latitude`]: mark?.latitude ?? '',
  [`${prefix}Longitude`]: mark?.longitude ?? '',
  [`${prefix}Accuracy`]: mark?.accuracy ?? '',
});

function csvRecord(visit: EvvVisit): Record<string, string | number | boolean> {
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
    ...markColumns('checkIn', visit.checkIn),
    ...markColumns('checkOut', visit.checkOut),
    originalCheckInAt: visit.originalCheckIn?.at ?? '',
    originalCheckOutAt: visit.originalCheckOut?.at ?? '',
    locationType: visit.locationType,
    capturedOffline: visit.capturedOffline,
    status: visit.status,
    changeCount: visit.changes.length,
    changeFields: joined(visit.changes, (change) => change.field),
    changeReasons: joined(visit.changes, (change) => change.reason),
    changeResolutions: joined(visit.changes, (change) => change.resolution),
    changeNotes: joined(visit.changes, (change) => change.note ?? ''),
    changedBy: joined(visit.changes, (change) => String(change.changedBy.id)),
    changedAt: joined(visit.changes, (change) => change.changedAt),
  };
}

/** The header line, in column order. */
export const EVV_CSV_COLUMNS = Object.keys(
  csvRecord({
    visitId: 0,
    agencyId: 0,
    serviceCode: '',
    careType: null,
    services: [],
    recipientId: 0,
    caregiverId: null,
    visitDate: '',
    timeZone: '',
    plannedStart: '',
    plannedEnd: '',
    checkIn: null,
    checkOut: null,
    originalCheckIn: null,
    originalCheckOut: null,
    locationType: 'home',
    capturedOffline: false,
    status: 'completed',
    changes: [],
  }),
);

async function* records(visits: AsyncIterable<EvvVisit>) {
  for await (const visit of visits) {
    yield csvRecord(visit);
  }
}

/**
 * The visits as CSV text, made as they are read. A cell a spreadsheet would run as a formula
 * (starting with =, +, - or @) is prefixed with a quote mark, as OWASP advises for CSV exports.
 */
export function evvCsv(visits: AsyncIterable<EvvVisit>): Readable {
  const csv = stringify({
    header: true,
    columns: EVV_CSV_COLUMNS,
    escape_formulas: true,
    cast: { boolean: (value) => (value ? 'true' : 'false') },
  });
  const source = Readable.from(records(visits));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

async function* jsonText(meta: EvvExport['meta'], visits: AsyncIterable<EvvVisit>) {
  yield `{"meta":${JSON.stringify(meta)},"data":[`;
  let separator = '';
  for await (const visit of visits) {
    yield separator + JSON.stringify(visit);
    separator = ',';
  }
  yield ']}';
}

/** The visits as the JSON document `evvExportSchema` describes, made as they are read. */
export const evvJson = (meta: EvvExport['meta'], visits: AsyncIterable<EvvVisit>): Readable =>
  Readable.from(jsonText(meta, visits));
