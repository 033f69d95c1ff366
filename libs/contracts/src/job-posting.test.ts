import { buildJobPosting, serializeJsonLd, type JobPostingInput } from './job-posting';

const input: JobPostingInput = {
  title: 'Chauffeur voor de voedselbank',
  description: '<p>Op vrijdag rijden.</p>',
  publishedAt: '2026-05-01T08:00:00.000Z',
  createdAt: '2026-04-01T08:00:00.000Z',
  expiresAt: '2026-08-01T00:00:00.000Z',
  place: 'Zwolle',
  latitude: 52.5125,
  longitude: 6.0944,
  imageUrl: null,
  organization: { name: 'Voedselbank Zwolle', website: 'https://voedselbank.example' },
  url: 'https://zwolle.example/vacancies/1',
};

describe('buildJobPosting', () => {
  it('describes a volunteer vacancy with its organisation, place and dates', () => {
    expect(buildJobPosting(input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Chauffeur voor de voedselbank',
      description: '<p>Op vrijdag rijden.</p>',
      datePosted: '2026-05-01T08:00:00.000Z',
      validThrough: '2026-08-01T00:00:00.000Z',
      employmentType: 'VOLUNTEER',
      url: 'https://zwolle.example/vacancies/1',
      hiringOrganization: { '@type': 'Organization', name: 'Voedselbank Zwolle', sameAs: 'https://voedselbank.example' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Zwolle', addressCountry: 'NL' },
        geo: { '@type': 'GeoCoordinates', latitude: 52.5125, longitude: 6.0944 },
      },
    });
  });

  it('falls back to the title and the creation date, and leaves out what is unknown', () => {
    const posting = buildJobPosting({
      ...input,
      description: null,
      publishedAt: null,
      expiresAt: null,
      place: null,
      latitude: null,
      organization: null,
      imageUrl: 'https://img.example/a.jpg',
    });
    expect(posting).toMatchObject({ description: input.title, datePosted: input.createdAt, image: 'https://img.example/a.jpg' });
    expect(posting).not.toHaveProperty('validThrough');
    expect(posting).not.toHaveProperty('hiringOrganization');
    expect(posting['jobLocation']).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'NL' } });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element or start markup, and reads back the same', () => {
    const value = { title: '</script><script>alert(1)</script> & \u2028' };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
