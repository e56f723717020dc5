import { fileURLToPath } from 'node:url';
import { cruise, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { beforeAll, describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const brokenTree = fileURLToPath(new URL('./fixture', import.meta.url));
const realRules = await extractDepcruiseOptions(`${repositoryRoot}.dependency-cruiser.mjs`);

/** The violations of the real rules over `folders` of the tree at `baseDir`. */
async function violationsIn(baseDir: string, folders: string[]): Promise<IViolation[]> {
  const result = await cruise(folders, { ...realRules, baseDir });
  if (typeof result.output === 'string') {
    throw new Error('dependency-cruiser answered with text instead of its results');
  }
  return result.output.summary.violations;
}

const found = (violations: IViolation[]) =>
  violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));

describe('the boundary rules', () => {
  let violations: ReturnType<typeof found>;
  beforeAll(async () => {
    violations = found(await violationsIn(brokenTree, ['apps', 'bench', 'packages']));
  });

  it('report each kind of forbidden import in a deliberately broken tree', () => {
    const server = 'apps/server/src';
    expect(violations).toEqual(
      expect.arrayContaining([
        {
          rule: 'module-through-index',
          from: `${server}/modules/beta/betaService.ts`,
          to: `${server}/modules/alpha/alphaRepo.ts`,
        },
        {
          rule: 'platform-imports-no-module',
          from: `${server}/platform/clock.ts`,
          to: `${server}/modules/alpha/index.ts`,
        },
        {
          rule: 'db-imports-no-module',
          from: `${server}/db/client.ts`,
          to: `${server}/modules/alpha/index.ts`,
        },
        {
          rule: 'no-circular',
          from: `${server}/platform/ping.ts`,
          to: `${server}/platform/pong.ts`,
        },
        {
          rule: 'component-imports-no-feature',
          from: 'apps/web/src/components/heading.ts',
          to: 'apps/web/src/features/gamma/index.ts',
        },
        {
          rule: 'feature-through-index',
          from: 'apps/web/src/features/delta/deltaTitle.ts',
          to: 'apps/web/src/features/gamma/gammaTitle.ts',
        },
        {
          rule: 'no-server-internals',
          from: 'bench/alpha.bench.ts',
          to: `${server}/modules/alpha/index.ts`,
        },
        {
          rule: 'domain-imports-no-app',
          from: 'packages/domain/src/rules.ts',
          to: 'apps/web/src/features/gamma/index.ts',
        },
      ]),
    );
  });

  it('let a module and a feature reach another through its public file', () => {
    const fromPublicFile = violations.filter(({ to }) => to.endsWith('/index.ts'));
    expect(fromPublicFile.map(({ from }) => from)).not.toContain(
      'apps/server/src/modules/beta/betaService.ts',
    );
    expect(fromPublicFile.map(({ from }) => from)).not.toContain(
      'apps/web/src/features/delta/deltaTitle.ts',
    );
  });

  // The same cruise as `npm run lint`, about half a minute on two busy cores.
  it('find nothing forbidden in the real tree', { timeout: 180_000 }, async () => {
    const real = await violationsIn(repositoryRoot, ['apps', 'packages', 'bench', 'e2e']);
    expect(found(real)).toEqual([]);
  });
});
