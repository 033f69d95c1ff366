import type { Vacancy } from '@platform/api-client';
import * as v from 'valibot';
import { formFieldOfAttribute, statusToSave, toVacancyAttributes, toVacancyFormValues, vacancyFormSchema, type VacancyFormValues } from './vacancy-form';

const local = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0) =>
  new Date(year, month - 1, day, hours, minutes, seconds).toISOString();

const vacancy: Vacancy = {
  id: 'v1',
  type: 'vacancies',
  title: 'Koffie schenken',
  description: '<p>Elke <strong>dinsdag</strong></p>',
  status: 'draft',
  vacancyType: 'activity',
  contactPerson: 'Henk Mulder',
  contactEmail: 'henk@example.nl',
  contactPhone: '06 12 34 56 78',
  contactPhoneVisible: true,
  ageGroupIds: ['a1'],
  categoryIds: ['c1', 'c2'],
  place: 'Zwolle',
  latitude: null,
  longitude: null,
  imageUrl: null,
  hoursPerWeek: 4,
  startsAt: local(2026, 6, 2, 14, 0),
  endsAt: local(2026, 6, 2, 16, 30),
  frequency: 'regularly',
  recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
  expiresAt: local(2026, 12, 31, 23, 59, 59),
  publishedAt: null,
  archivedAt: null,
  deletedAt: null,
  organizationId: 'o1',
  volunteerCenterId: 'c',
  createdAt: local(2026, 5, 1),
  updatedAt: local(2026, 5, 1),
};

describe('toVacancyFormValues', () => {
  it('shows a vacancy in the inputs’ terms', () => {
    expect(toVacancyFormValues(vacancy, 'volunteering')).toEqual({
      title: 'Koffie schenken',
      description: '<p>Elke <strong>dinsdag</strong></p>',
      vacancyType: 'activity',
      categoryIds: ['c1', 'c2'],
      ageGroupIds: ['a1'],
      contactPerson: 'Henk Mulder',
      contactEmail: 'henk@example.nl',
      contactPhone: '06 12 34 56 78',
      contactPhoneVisible: true,
      place: 'Zwolle',
      hoursPerWeek: '4',
      expiresOn: '2026-12-31',
      imageUrl: '',
      startsOn: '2026-06-02',
      startsTime: '14:00',
      endsOn: '2026-06-02',
      endsTime: '16:30',
      frequency: 'regularly',
      recurrencePattern: 'weekly',
      recurrenceWeekdays: ['TU'],
      keptRule: '',
    });
  });

  it('keeps a rule the choices cannot show', () => {
    const values = toVacancyFormValues({ ...vacancy, recurrenceRule: 'FREQ=DAILY;COUNT=5' }, 'volunteering');
    expect(values).toMatchObject({ recurrencePattern: 'kept', keptRule: 'FREQ=DAILY;COUNT=5' });
    expect(toVacancyAttributes(values).recurrenceRule).toBe('FREQ=DAILY;COUNT=5');
    expect(toVacancyAttributes({ ...values, recurrencePattern: 'weekly', recurrenceWeekdays: ['WE'] }).recurrenceRule).toBe('FREQ=WEEKLY;BYDAY=WE');
  });

  it('starts a new vacancy empty, of the given type', () => {
    const values = toVacancyFormValues(undefined, 'language');
    expect(values.vacancyType).toBe('language');
    expect(values.title).toBe('');
    expect(values.categoryIds).toEqual([]);
    expect(values.recurrencePattern).toBe('weekly');
  });
});

describe('toVacancyAttributes', () => {
  it('sends what the form shows, and reads back the same', () => {
    const values = toVacancyFormValues(vacancy, 'volunteering');
    expect(toVacancyAttributes(values, 'published')).toEqual({
      title: 'Koffie schenken',
      description: '<p>Elke <strong>dinsdag</strong></p>',
      vacancyType: 'activity',
      categoryIds: ['c1', 'c2'],
      ageGroupIds: ['a1'],
      contactPerson: 'Henk Mulder',
      contactEmail: 'henk@example.nl',
      contactPhone: '06 12 34 56 78',
      contactPhoneVisible: true,
      place: 'Zwolle',
      hoursPerWeek: 4,
      expiresAt: vacancy.expiresAt,
      imageUrl: null,
      startsAt: vacancy.startsAt,
      endsAt: vacancy.endsAt,
      frequency: 'regularly',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
      status: 'published',
    });
  });

  it('turns blanks into null and leaves the status alone when none is asked', () => {
    const values: VacancyFormValues = { ...toVacancyFormValues(undefined, 'volunteering'), title: '  Klussen  ', description: '', hoursPerWeek: ' ' };
    const attributes = toVacancyAttributes(values);
    expect(attributes).toMatchObject({ title: 'Klussen', description: null, contactPerson: null, hoursPerWeek: null, expiresAt: null, place: null });
    expect(attributes).not.toHaveProperty('status');
  });

  it('clears the schedule when the vacancy is not an activity', () => {
    const values = { ...toVacancyFormValues(vacancy, 'volunteering'), vacancyType: 'volunteering' as const };
    expect(toVacancyAttributes(values)).toMatchObject({ startsAt: null, endsAt: null, frequency: null, recurrenceRule: null });
  });

  it('writes a rule only for regular activities, and an end date without time lasts the day', () => {
    const values: VacancyFormValues = {
      ...toVacancyFormValues(vacancy, 'volunteering'),
      frequency: 'multi_day',
      endsOn: '2026-06-04',
      endsTime: '',
    };
    expect(toVacancyAttributes(values)).toMatchObject({ recurrenceRule: null, endsAt: local(2026, 6, 4, 23, 59, 59) });
    expect(toVacancyAttributes({ ...values, frequency: 'regularly', recurrencePattern: 'biweekly', recurrenceWeekdays: ['FR', 'MO'] })).toMatchObject({
      recurrenceRule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR',
    });
    // 2026-06-02, the start, is the first Tuesday of June.
    expect(toVacancyAttributes({ ...values, frequency: 'regularly', recurrencePattern: 'monthly' })).toMatchObject({
      recurrenceRule: 'FREQ=MONTHLY;BYDAY=1TU',
    });
  });
});

describe('vacancyFormSchema', () => {
  const valid = toVacancyFormValues(vacancy, 'volunteering');
  const issuesOf = (values: VacancyFormValues) => {
    const result = v.safeParse(vacancyFormSchema, values);
    return result.success ? [] : result.issues.map((issue) => v.getDotPath(issue));
  };

  it('accepts a complete activity', () => {
    expect(issuesOf(valid)).toEqual([]);
  });

  it('needs a title and checks e-mail, hours and image address', () => {
    expect(issuesOf({ ...valid, title: '  ' })).toEqual(['title']);
    expect(issuesOf({ ...valid, contactEmail: 'henk@' })).toEqual(['contactEmail']);
    expect(issuesOf({ ...valid, hoursPerWeek: '81' })).toEqual(['hoursPerWeek']);
    expect(issuesOf({ ...valid, hoursPerWeek: '2.5' })).toEqual(['hoursPerWeek']);
    expect(issuesOf({ ...valid, imageUrl: 'geen adres' })).toEqual(['imageUrl']);
  });

  it('checks an activity’s schedule on the field to fix', () => {
    expect(issuesOf({ ...valid, startsOn: '', startsTime: '' })).toEqual(['startsOn']);
    expect(issuesOf({ ...valid, endsOn: '2026-06-01' })).toEqual(['endsOn']);
    expect(issuesOf({ ...valid, recurrenceWeekdays: [] })).toEqual(['recurrenceWeekdays']);
    expect(issuesOf({ ...valid, recurrencePattern: 'monthly', recurrenceWeekdays: [] })).toEqual([]);
    expect(issuesOf({ ...valid, recurrencePattern: 'kept', keptRule: 'FREQ=DAILY', recurrenceWeekdays: [] })).toEqual([]);
  });

  it('ignores the schedule of other types', () => {
    expect(issuesOf({ ...valid, vacancyType: 'volunteering', startsOn: '', endsOn: '2020-01-01', recurrenceWeekdays: [] })).toEqual([]);
  });
});

describe('statusToSave and formFieldOfAttribute', () => {
  it('publishes, keeps a draft, or leaves the status', () => {
    expect(statusToSave({ isPublishing: true, isDraft: false })).toBe('published');
    expect(statusToSave({ isPublishing: false, isDraft: true })).toBe('draft');
    expect(statusToSave({ isPublishing: false, isDraft: false })).toBeUndefined();
  });

  it('maps the API’s attributes onto the form’s fields', () => {
    expect(formFieldOfAttribute('expiresAt')).toBe('expiresOn');
    expect(formFieldOfAttribute('startsAt')).toBe('startsOn');
    expect(formFieldOfAttribute('recurrenceRule')).toBe('recurrencePattern');
    expect(formFieldOfAttribute('status')).toBeNull();
  });
});
