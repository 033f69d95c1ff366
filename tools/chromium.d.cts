declare const chromium: {
  /** Where Debian installs Chromium. */
  path: string;
  /** The flags every headless launch here uses. */
  flags: string[];
};
export = chromium;
