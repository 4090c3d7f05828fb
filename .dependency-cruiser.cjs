/**
 * Module boundaries (ARCHITECTURE.md, "Module boundaries"), checked by `npm run lint`:
 * `depcruise --config .dependency-cruiser.cjs apps packages`.
 *
 * A server module is a folder of apps/server/src/modules; what other code may use of it is what its
 * index.ts exports (routes, services, presenters, types), never its SQL. Web features do not import each
 * other, and the shared package stays free of the apps that use it.
 */

const MODULE = '^apps/server/src/modules/([^/]+)/';
const MODULE_INDEX = '^apps/server/src/modules/[^/]+/index\\.ts$';
const REPOSITORY = '\\.repository\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-through-index',
      comment:
        'A file of a server module uses another module only through that module’s index.ts, so a module can ' +
        'change its insides without its callers noticing.',
      severity: 'error',
      from: { path: MODULE },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', MODULE_INDEX],
      },
    },
    {
      name: 'repository-inside-module',
      comment:
        'A repository (the SQL of a module’s tables) is used by its own module only: everything else — app.ts, ' +
        'the command-line tools, test helpers, benchmarks — goes through a service.',
      severity: 'error',
      from: { pathNot: MODULE },
      to: { path: `^apps/server/src/modules/[^/]+/.*${REPOSITORY}` },
    },
    {
      name: 'index-exports-no-repository',
      comment: 'A module’s index.ts exports routes, services, presenters and types, never repository functions.',
      severity: 'error',
      from: { path: MODULE_INDEX },
      to: { path: REPOSITORY },
    },
    {
      name: 'no-cycle-between-modules',
      comment:
        'Modules depend on each other in one direction: a cycle that leaves a module and comes back to it ' +
        'means two modules should be one, or something they share belongs in a third place.',
      severity: 'error',
      from: { path: MODULE },
      to: { circular: true, via: { pathNot: '^apps/server/src/modules/$1/' } },
    },
    {
      name: 'web-feature-alone',
      comment:
        'A web feature does not import another feature: what several need lives in components/, hooks/ or lib/, ' +
        'and pages compose features in app/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'packages/shared is imported by the apps and imports none of them.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
