import * as v from 'valibot';
import { stockImageFormSchema, stockImageFormValues, toStockImageAttributes } from './stock-image-form';

const IMAGE = '/uploads/public/3f1c2b9e-8a4d-4c6e-9f10-2b3c4d5e6f70.webp';

describe('the stock image form', () => {
  it('sends keywords as a lower-case list without repeats, and blank descriptions as none', () => {
    const values = v.parse(stockImageFormSchema, { name: ' Tulpen ', shortDescription: '', description: ' ', keywords: 'Lente, bloemen,, lente ', image: IMAGE });
    expect(toStockImageAttributes(values)).toEqual({ name: 'Tulpen', shortDescription: null, description: null, keywords: ['lente', 'bloemen'], image: IMAGE });
  });

  it('refuses a missing image, a document and more than twenty keywords', () => {
    const base = stockImageFormValues();
    expect(v.safeParse(stockImageFormSchema, { ...base, name: 'Zonder' }).success).toBe(false);
    expect(v.safeParse(stockImageFormSchema, { ...base, name: 'Pdf', image: IMAGE.replace('.webp', '.pdf') }).success).toBe(false);
    const keywords = Array.from({ length: 21 }, (_, i) => `woord${i}`).join(',');
    expect(v.safeParse(stockImageFormSchema, { ...base, name: 'Veel', image: IMAGE, keywords }).success).toBe(false);
    expect(v.safeParse(stockImageFormSchema, { ...base, name: 'Goed', image: IMAGE, keywords: 'a, b' }).success).toBe(true);
  });
});
