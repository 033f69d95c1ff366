// Debian's Chromium, the browser of the browser tests and the Lighthouse
// benchmark: no browser can be downloaded on these machines. The flags keep
// it from reaching out (updates, sync, background fetches) and let it run as
// root in a container.
module.exports = {
  path: '/usr/bin/chromium',
  flags: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
