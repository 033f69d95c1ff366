import { pageFormValues, toLocalDate, toPageAttributes, pageFormSchema } from './page-form';
import * as v from 'valibot';

describe('the page form', () => {
  it('starts a new news item with empty texts and no blocks', () => {
    expect(pageFormValues(undefined, 'news')).toMatchObject({ title: '', pageType: 'news', pageLayout: 'wide', showTitleOnPage: true, blocks: [] });
  });

  it('sends empty texts as null, the local publication date as an instant, and publishes only when asked', () => {
    const values = v.parse(pageFormSchema, {
      ...pageFormValues(undefined),
      title: ' Over ons ',
      slug: 'Over-Ons',
      publishedAt: '2026-05-12',
      blocks: [{ id: 'a', type: 'SectionTitle', props: { title: 'Wie we zijn' } }],
    });
    const attributes = toPageAttributes(values, { publish: false });
    expect(attributes).toMatchObject({ title: 'Over ons', slug: 'over-ons', summary: null, metaTitle: null, publishedAt: new Date(2026, 4, 12).toISOString() });
    // An unchanged date keeps its stored time.
    const stored = new Date(2026, 4, 12, 9, 30).toISOString();
    expect(toLocalDate(stored)).toBe('2026-05-12');
    expect(toPageAttributes(values, { publish: false, storedPublishedAt: stored })).not.toHaveProperty('publishedAt');
    expect(attributes).not.toHaveProperty('isPublished');
    expect(attributes.blocks).toEqual([{ id: 'a', type: 'SectionTitle', props: { title: 'Wie we zijn', subtitle: '', level: 2 } }]);
    expect(toPageAttributes(values, { publish: true }).isPublished).toBe(true);
  });

  it('refuses a slug with spaces or slashes and a block without its required text', () => {
    const result = v.safeParse(pageFormSchema, {
      ...pageFormValues(undefined),
      title: 'Pagina',
      slug: 'over ons/x',
      blocks: [{ id: 'a', type: 'CallToAction', props: { title: '', button: { label: 'Ga', href: '/x' } } }],
    });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['slug', 'blocks.0.props.title']);
  });

  it('leaves out images without an address and empty links, and keeps only the id of a pasted YouTube link', () => {
    const result = v.safeParse(pageFormSchema, {
      ...pageFormValues(undefined),
      title: 'Pagina',
      blocks: [
        { id: 'a', type: 'QuoteBlock', props: { quote: 'Mooi', author: '', role: '', image: { url: '', alt: '', decorative: false } } },
        { id: 'b', type: 'FourCards', props: { title: '', cards: [{ title: 'Helpen', text: '', href: '', image: { url: '', alt: '', decorative: false } }] } },
        { id: 'c', type: 'YouTube', props: { videoId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', title: 'Film' } },
        { id: 'd', type: 'Image', props: { image: { url: '', alt: '', decorative: false }, caption: '' } },
      ],
    });
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['blocks.3.props.image']);
    const valid = v.parse(pageFormSchema, {
      ...pageFormValues(undefined),
      title: 'Pagina',
      blocks: [{ id: 'c', type: 'YouTube', props: { videoId: 'https://youtu.be/dQw4w9WgXcQ', title: 'Film' } }],
    });
    expect(valid.blocks[0]).toEqual({ id: 'c', type: 'YouTube', props: { videoId: 'dQw4w9WgXcQ', title: 'Film' } });
  });
});

describe('the cover image', () => {
  const IMAGE = '/uploads/public/3f1c2b9e-8a4d-4c6e-9f10-2b3c4d5e6f70.webp';

  it('is none while its address is empty, and the image with its text alternative otherwise', () => {
    const empty = v.parse(pageFormSchema, { ...pageFormValues(undefined), title: 'Zonder' });
    expect(toPageAttributes(empty, { publish: false }).coverImage).toBeNull();
    const chosen = v.parse(pageFormSchema, { ...pageFormValues(undefined), title: 'Met', coverImage: { url: IMAGE, alt: 'Tulpen', decorative: false } });
    expect(toPageAttributes(chosen, { publish: false }).coverImage).toEqual({ url: IMAGE, alt: 'Tulpen', decorative: false });
  });

  it('needs a text alternative unless decorative, and one of the centre’s uploads', () => {
    const base = { ...pageFormValues(undefined), title: 'Met' };
    expect(v.safeParse(pageFormSchema, { ...base, coverImage: { url: IMAGE, alt: '', decorative: false } }).success).toBe(false);
    expect(v.safeParse(pageFormSchema, { ...base, coverImage: { url: IMAGE, alt: '', decorative: true } }).success).toBe(true);
    expect(v.safeParse(pageFormSchema, { ...base, coverImage: { url: 'https://example.org/a.jpg', alt: 'x', decorative: false } }).success).toBe(false);
  });
});
