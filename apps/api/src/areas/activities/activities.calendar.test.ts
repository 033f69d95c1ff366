import { rrulestr } from 'rrule';
import type { VacancyRow } from '../vacancies/vacancies.repository';
import { activitiesCalendar, descriptionText } from './activities.calendar';

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

function activity(overrides: Partial<VacancyRow>): VacancyRow {
  return {
    id: '5b0c9c52-7f7e-4a53-9d8e-1f2a3b4c5d6e',
    title: 'Klaverjassen',
    description: null,
    place: 'Zwolle',
    startsAt: new Date('2026-10-13T17:30:00Z'),
    endsAt: new Date('2026-10-13T20:00:00Z'),
    frequency: 'once',
    recurrenceRule: null,
    expiresAt: null,
    createdAt: new Date('2026-09-01T08:00:00Z'),
    updatedAt: new Date('2026-09-02T08:00:00Z'),
    ...overrides,
  } as VacancyRow;
}

describe('descriptionText', () => {
  it('turns the stored HTML into readable lines', () => {
    expect(descriptionText('<p>Kom <strong>helpen</strong>!</p><ul><li>Koffie &amp; thee</li><li>Een &lt;praatje&gt;</li></ul><p>Tot&nbsp;dan<br>Henk</p>')).toBe(
      'Kom helpen!\n\nKoffie & thee\nEen <praatje>\n\nTot dan\nHenk',
    );
    expect(descriptionText('<p>Schrijf &amp;lt; niet als &lt;</p>')).toBe('Schrijf &lt; niet als <');
    expect(descriptionText('<p></p>')).toBeNull();
    expect(descriptionText(null)).toBeNull();
  });
});

describe('activitiesCalendar', () => {
  it('gives a weekly activity in Dutch time with its rule, and a one-off one in UTC', () => {
    const text = activitiesCalendar({
      name: 'Activiteiten van Vrijwilligerscentrale Zwolle',
      description: 'Activiteiten',
      activities: [
        {
          vacancy: activity({ frequency: 'regularly', recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU', expiresAt: new Date('2027-01-01T00:00:00Z') }),
          url: 'http://localhost/vacancies/1',
        },
        { vacancy: activity({ id: 'b3f5a0e2-1111-4222-8333-944455566677', title: 'Natuurwerkdag' }), url: 'http://localhost/vacancies/2' },
      ],
    });
    const lines = unfold(text);
    expect(lines).toContain('X-WR-CALNAME:Activiteiten van Vrijwilligerscentrale Zwolle');
    expect(lines).toContain('UID:5b0c9c52-7f7e-4a53-9d8e-1f2a3b4c5d6e');
    // 17:30 UTC in October is 19:30 summer time; the rule repeats 19:30 Dutch time into the winter.
    expect(lines).toContain('DTSTART;TZID=Europe/Amsterdam:20261013T193000');
    expect(lines).toContain('DTEND;TZID=Europe/Amsterdam:20261013T220000');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270101T000000Z');
    expect(lines).toContain('DTSTAMP:20260902T080000Z');
    expect(lines).toContain('LAST-MODIFIED:20260902T080000Z');
    expect(lines).toContain('DTSTART:20261013T173000Z');
    expect(lines.filter((line) => line === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines).toContain('TZOFFSETTO:+0100');
    const rule = rrulestr('DTSTART;TZID=Europe/Amsterdam:20261013T193000\nRRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270101T000000Z');
    expect(rule.all().length).toBe(12);
  });

  it('is an empty but valid calendar without activities', () => {
    const lines = unfold(activitiesCalendar({ name: 'Leeg', description: 'Niets', activities: [] }));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).not.toContain('BEGIN:VEVENT');
    expect(lines).not.toContain('BEGIN:VTIMEZONE');
    expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');
  });
});
