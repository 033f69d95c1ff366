import { mayUseTestPages } from './test-pages-access';
import { TEST_PAGES } from './test-pages';

describe('the developer test pages', () => {
  it('are the pages of spec §2, each once', () => {
    expect(TEST_PAGES.map((page) => page.slug)).toEqual([
      'api', 'auth', 'dupe', 'form', 'user', 'colors', 'sentry', 'tiptap', 'toaster',
      'step-form', 'step-form-2', 'datepicker', 'dollar-api', 'user-store', 'formbuilder', 'server-error',
    ]);
  });

  it('are for admins only', () => {
    expect(mayUseTestPages([{ name: 'admin' }])).toBe(true);
    expect(mayUseTestPages([{ name: 'volunteer' }, { name: 'admin' }])).toBe(true);
    expect(mayUseTestPages([{ name: 'center_superuser' }])).toBe(false);
    expect(mayUseTestPages([{ name: 'content_manager' }, { name: 'organization_superuser' }])).toBe(false);
    expect(mayUseTestPages([])).toBe(false);
  });
});
