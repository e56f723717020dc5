import {
  baseSeeders,
  type Database,
  runSeeders,
  type ScaleOptions,
  seedScale,
} from '@hearth/server/testing';

/** Fills a bench's fresh database with the base data and a generated scale set, timing the set. */
export async function seedScaleSet(db: Database, scale: ScaleOptions): Promise<void> {
  await runSeeders(db, baseSeeders);
  const started = performance.now();
  await seedScale(db, scale);
  console.log(`Generated the scale set in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
