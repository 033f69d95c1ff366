import { formatByteSize } from './format-byte-size';

describe('formatByteSize', () => {
  it('writes whole and fractional kilobytes and megabytes in the locale', () => {
    expect(formatByteSize(2 * 1024 * 1024, 'en')).toBe('2 MB');
    expect(formatByteSize(512 * 1024, 'nl')).toBe('512 kB');
    expect(formatByteSize(1.5 * 1024 * 1024, 'nl')).toBe('1,5 MB');
  });
});
