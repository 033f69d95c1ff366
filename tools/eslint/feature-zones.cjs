// The import zones of a front-end app (import/no-restricted-paths): each folder
// in src/features gets a zone keeping the other features out, read from the
// disk when lint starts, so a new feature is guarded the day its folder exists.
// Paths are relative to the folder ESLint runs from (the repository root, or
// tools/lint-fixtures, whose mirror has the same layout).
const fs = require('node:fs');
const path = require('node:path');

const FEATURE_MESSAGE =
  'A feature does not import another feature: move what both use to src/components, src/utils or a lib.';

/**
 * @param {string} app the app's folder under apps/, e.g. 'portal'
 * @param {string} appDir the app's folder on disk (its config's __dirname)
 */
function featureZones(app, appDir) {
  const src = `./apps/${app}/src`;
  const features = fs
    .readdirSync(path.join(appDir, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: FEATURE_MESSAGE,
    })),
    {
      target: [`${src}/components`, `${src}/utils`],
      from: [`${src}/features`, `${src}/routes`],
      message: 'Shared code does not import features or routes: imports flow libs → features → routes.',
    },
    {
      target: `${src}/features`,
      from: `${src}/routes`,
      message: 'Features do not import routes: imports flow libs → features → routes.',
    },
  ];
}


/**
 * The workspace's project-boundary rule as an app uses it: the same constraints, and the app may
 * import its own folders by its alias (`@portal/…`, `@site/…`) instead of climbing `../../../`.
 */
function appBoundaries() {
  const root = require('../../.eslintrc.json');
  const rule = root.overrides.map((override) => override.rules?.['@nx/enforce-module-boundaries']).find(Array.isArray);
  return [rule[0], { ...rule[1], allowCircularSelfDependency: true }];
}

module.exports = { appBoundaries, featureZones };
