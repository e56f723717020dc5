// The walls between the parts of Hearth, checked by `npm run lint` (and so by `npm test`).
// Paths are relative to the repository root. docs/architecture.md ("How the boundaries are
// checked") says what each rule protects; tools/boundaries/ proves each one fires.

const modules = '^apps/server/src/modules/';
const features = '^apps/web/src/features/';

/**
 * A module's public surface: its `index.ts`, or, in a module grouped into sub-features (care,
 * directory, marketplace, sharedLiving), a sub-feature's `index.ts`.
 */
const moduleIndexes = [`${modules}[^/]+/index\\.ts$`, `${modules}[^/]+/[^/]+/index\\.ts$`];

/** A module's seeders (`seed.ts`, `demoSeed.ts`, `mapDemoSeed.ts`): what the seed lists compose. */
const seeder = `${modules}.+[sS]eed\\.ts$`;

/** The seed lists, the one place under db/ that composes the modules' seeders. */
const seedLists = '^apps/server/src/db/seed/(?:baseSeeders|demoSeeders)\\.ts$';

const testFile = '\\.test\\.tsx?$';

const throughIndexComment =
  'A module reaches another module only through its index.ts (its service surface), never a ' +
  'repo or any other file past it. Export what is needed from that index, or move what several ' +
  'modules share to platform/ or packages/domain.';

/** The module rule for `from`, which may also reach `alsoAllowed` (each a path pattern). */
const throughIndex = (from, alsoAllowed = []) => ({
  name: 'module-through-index',
  comment: throughIndexComment,
  severity: 'error',
  from,
  to: { path: modules, pathNot: [`${modules}$1/`, ...moduleIndexes, ...alsoAllowed] },
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    throughIndex({
      path: `${modules}([^/]+)/`,
      pathNot: [testFile, seeder],
    }),
    // A seeder may build on another module's demo records (the hub a demo note is written in),
    // and a test may run other modules' seeders to build its data the way the demo does.
    throughIndex({ path: `${modules}([^/]+)/.+(?:${testFile}|[sS]eed\\.ts$)` }, [seeder]),
    {
      name: 'platform-imports-no-module',
      comment: 'platform/ is what every module builds on; it knows no module.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: modules },
    },
    {
      name: 'db-imports-no-module',
      comment:
        'db/ (schema, client, migrations, the seed runner) knows no module; only the seed lists ' +
        'compose the modules’ seeders.',
      severity: 'error',
      from: { path: '^apps/server/src/db/', pathNot: seedLists },
      to: { path: modules },
    },
    {
      name: 'seed-lists-import-only-seeders',
      comment: 'The seed lists name each module’s seeders and nothing else of it.',
      severity: 'error',
      from: { path: seedLists },
      to: { path: modules, pathNot: seeder },
    },
    {
      name: 'component-imports-no-feature',
      comment: 'components/ is plain shared UI; it never imports a feature.',
      severity: 'error',
      from: { path: '^apps/web/src/components/' },
      to: { path: features },
    },
    {
      name: 'feature-through-index',
      comment:
        'A web feature reaches another feature only through its public file, features/<f>/index.ts.',
      severity: 'error',
      from: { path: `${features}([^/]+)/` },
      to: { path: features, pathNot: [`${features}$1/`, `${features}[^/]+/index\\.tsx?$`] },
    },
    {
      name: 'no-server-internals',
      comment:
        'Other workspaces and the benchmarks use the server through its public test entry, ' +
        '@hearth/server/testing, never its files by path.',
      severity: 'error',
      from: { path: '^(?:apps/web|packages|e2e|bench)/' },
      to: { path: '^apps/server/', pathNot: '^apps/server/test/testing\\.ts$' },
    },
    {
      name: 'domain-imports-no-app',
      comment: 'packages/domain is shared by the server and the web; it imports neither.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-circular',
      comment:
        'Files that import each other, directly or around a loop, cannot be understood or ' +
        'changed one at a time. Type-only imports are left out: they vanish when compiled.',
      severity: 'error',
      from: { path: '^(?:apps|packages|bench|e2e)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '^apps/web/build/', '/test-results/', '/data/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
