import { i18n } from '@lingui/core';
import { describeError } from './describe-error';

// No catalog is loaded, so the descriptors render their English source text.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

function render(error: unknown) {
  const { title, description } = describeError(error);
  return { title: i18n._(title), description: i18n._(description) };
}

describe('describeError', () => {
  it('recognises the wrong-centre message before the status', () => {
    expect(render({ status: 401, message: 'User belongs to the wrong center' })).toEqual({
      title: 'Logged in to the wrong website',
      description:
        'Please contact the administrator of this website. This user account is registered with one of the other partners in the collaboration.',
    });
  });

  it.each([
    [401, 'Not authorized', 'You are not authorized to access this page.'],
    [403, 'Access forbidden', 'You do not have access rights to this page.'],
    [
      404,
      'Page not found',
      "We couldn't find the page you were looking for, please contact a system administrator or try again later.",
    ],
    [429, 'Too many requests', 'You did this too often in a short time. Wait a few minutes and try again.'],
  ])('describes status %i', (status, title, description) => {
    expect(render({ status })).toEqual({ title, description });
  });

  it('names the code of other statuses and has a generic text without one', () => {
    expect(render({ status: 500 }).title).toBe('Oops... something went wrong! (error code: 500)');
    expect(render({}).title).toBe('Oops... something went wrong!');
    expect(render({}).description).toMatch(/^An error has occurred\./);
  });

  it('gives a user without organisations their own text (spec §8)', () => {
    expect(render({ status: 403, code: 'NO_ORGANIZATION' })).toEqual({
      title: 'Access forbidden',
      description: 'No organisation found',
    });
  });

  it('takes any failure: a network error, a thrown text or nothing get the generic text', () => {
    const generic = render({});
    expect(render(new TypeError('Failed to fetch'))).toEqual(generic);
    expect(render('boom')).toEqual(generic);
    expect(render(null)).toEqual(generic);
    expect(render({ status: '404', code: 42 })).toEqual(generic);
  });

  it('reads the code of an error class that derives it (as ApiError does with a getter)', () => {
    class CodedError extends Error {
      get code() {
        return 'NO_ORGANIZATION';
      }
    }
    expect(render(new CodedError('forbidden')).description).toBe('No organisation found');
  });
});
