import ical, { ICalEventStatus } from 'ical-generator';
import sanitizeHtml from 'sanitize-html';
import type { VacancyRow } from '../vacancies/vacancies.data';
import { CALENDAR_TIME_ZONE, dutchLocalDateTime, feedRecurrenceRule } from '../vacancies/activity-schedule';

/**
 * Europe/Amsterdam as calendar programs need it beside times given in that
 * zone (RFC 5545 asks for a VTIMEZONE per TZID): the EU rule in force since
 * 1996, summer time from the last Sunday of March, winter time from the last
 * Sunday of October.
 */
const AMSTERDAM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  `X-LIC-LOCATION:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** The readable text of a stored (sanitised HTML) description: paragraphs apart, list items and line breaks on lines of their own. */
export function descriptionText(html: string | null): string | null {
  if (!html) return null;
  const blocks = html.replace(/<\/(p|h2|h3|blockquote|ul|ol)>/gi, '\n\n').replace(/<br\s*\/?>|<\/li>/gi, '\n');
  const text = sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;|\u00a0/g, ' ')
    // Last, so an escaped entity ("&amp;lt;") stays the text it was.
    .replace(/&amp;/g, '&')
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text || null;
}

export type CalendarActivity = { vacancy: VacancyRow; url: string };

export type CalendarOptions = {
  /** X-WR-CALNAME: what a calendar program calls the subscription. */
  name: string;
  description: string;
  activities: CalendarActivity[];
};

/**
 * The iCalendar feed: one VEVENT per activity, its UID the vacancy's id (so a
 * program updates rather than duplicates it on each refresh) and DTSTAMP its
 * last change. One-off and multi-day activities are given in UTC; regularly
 * held ones in Europe/Amsterdam time with their RRULE, so each repetition
 * keeps its Dutch clock time across daylight-saving changes.
 */
export function activitiesCalendar({ name, description, activities }: CalendarOptions): string {
  const calendar = ical({
    name,
    description,
    prodId: { company: 'Vrijwilligersplatform', product: 'Activiteitenkalender', language: 'NL' },
    // Programs refresh a subscription about this often.
    ttl: 60 * 60,
    // A generator without a calendar-wide zone: VTIMEZONE for the events that
    // use the zone, while DTSTAMP and the one-off times stay in UTC.
    timezone: { name: null, generator: (zone) => (zone === CALENDAR_TIME_ZONE ? AMSTERDAM_VTIMEZONE : null) },
    x: { 'X-WR-TIMEZONE': CALENDAR_TIME_ZONE },
  });
  for (const { vacancy, url } of activities) {
    if (!vacancy.startsAt) continue;
    const repeating = feedRecurrenceRule(vacancy);
    calendar.createEvent({
      id: vacancy.id,
      summary: vacancy.title,
      description: descriptionText(vacancy.description),
      location: vacancy.place,
      url,
      stamp: vacancy.updatedAt,
      created: vacancy.createdAt,
      lastModified: vacancy.updatedAt,
      status: ICalEventStatus.CONFIRMED,
      ...(repeating
        ? {
            // A TZID time is written as the wall-clock time given, so it goes in as Amsterdam time without an offset.
            timezone: CALENDAR_TIME_ZONE,
            start: dutchLocalDateTime(vacancy.startsAt),
            end: vacancy.endsAt ? dutchLocalDateTime(vacancy.endsAt) : null,
            repeating,
          }
        : { start: vacancy.startsAt, end: vacancy.endsAt }),
    });
  }
  return calendar.toString();
}
