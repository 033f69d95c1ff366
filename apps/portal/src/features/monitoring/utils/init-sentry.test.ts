import { isReportable } from './init-sentry';

describe('isReportable', () => {
  it('drops client errors with status 300 to 499', () => {
    expect(isReportable({ status: 300 })).toBe(false);
    expect(isReportable({ status: 404 })).toBe(false);
    expect(isReportable({ statusCode: 499 })).toBe(false);
  });

  it('keeps server errors and errors without a status', () => {
    expect(isReportable({ status: 500 })).toBe(true);
    expect(isReportable({ status: 200 })).toBe(true);
    expect(isReportable(new Error('boom'))).toBe(true);
  });
});
