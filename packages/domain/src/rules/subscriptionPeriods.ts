import { UnitOfMeasure } from '../enums/billing.ts';

// A subscription's periods are whole days of the agencies' time zone, written YYYY-MM-DD, and a
// period runs from its first day up to (not including) its end day. Day arithmetic is done on
// UTC calendar dates, where no day is 23 or 25 hours long.

const parseDay = (day: string): Date => new Date(`${day}T00:00:00Z`);
const formatDay = (date: Date): string => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = parseDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return formatDay(date);
}

const MS_PER_DAY = 86_400_000;

/** The number of days from one day to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / MS_PER_DAY);

/**
 * Some months on (or back, for a negative count), kept on the anchor day of the month where it
 * exists and on the month's last day where it does not.
 */
export function addMonths(day: string, months: number, anchorDayOfMonth: number): string {
  const date = parseDay(day);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return formatDay(new Date(Date.UTC(year, month, Math.min(anchorDayOfMonth, lastDay))));
}

/**
 * One month on, kept on the same day of the month where it exists and on the month's last day
 * where it does not (a period starting January 31 ends February 28, then March 31).
 */
export const addMonth = (day: string, anchorDayOfMonth: number): string =>
  addMonths(day, 1, anchorDayOfMonth);

/** The first day of the month a day falls in. */
export const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;

/** The whole months from one month to another, by calendar month, whatever the days. */
export function monthsBetween(from: string, to: string): number {
  const start = parseDay(from);
  const end = parseDay(to);
  return (
    (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth()
  );
}

/** Whether a product's unit is a period a subscription can renew by (a "service" unit is not). */
export const isRecurringUnit = (unit: UnitOfMeasure): boolean => unit !== UnitOfMeasure.service;

/** The end day of the period that starts on `start`, for a daily, weekly or monthly product. */
export function periodEnd(start: string, unit: UnitOfMeasure, anchorDayOfMonth: number): string {
  switch (unit) {
    case UnitOfMeasure.daily:
      return addDays(start, 1);
    case UnitOfMeasure.weekly:
      return addDays(start, 7);
    case UnitOfMeasure.monthly:
      return addMonth(start, anchorDayOfMonth);
    case UnitOfMeasure.service:
      throw new Error('a per-service product has no billing period');
  }
}

/** The day of the month a monthly subscription renews on: the day it started. */
export const anchorDayOf = (start: string): number => parseDay(start).getUTCDate();
