// An eslint-plugin-import resolver for the apps' import aliases (@portal/…,
// @site/…, see tsconfig.base.json), so rules that look at where an import
// leads, such as the feature zones of import/no-restricted-paths, see through
// them. The alias is read against the importing file's own apps/ folder, which
// also makes it work in the lint fixtures' mirror of the apps.
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

/** Alias prefix → folder under apps/. */
const APP_ALIASES = { '@portal/': 'portal', '@site/': 'public-site' };

exports.interfaceVersion = 2;

exports.resolve = (source, file, config) => {
  const prefix = Object.keys(APP_ALIASES).find((alias) => source.startsWith(alias));
  if (!prefix) return { found: false };
  const parts = path.resolve(file).split(path.sep);
  const appsIndex = parts.lastIndexOf('apps');
  if (appsIndex < 0) return { found: false };
  const appSrc = path.join(parts.slice(0, appsIndex + 1).join(path.sep) || path.sep, APP_ALIASES[prefix], 'src');
  return nodeResolver.resolve(path.join(appSrc, source.slice(prefix.length)), file, config);
};
