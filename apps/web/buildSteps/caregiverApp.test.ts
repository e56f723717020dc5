import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { offlineChunks } from './caregiverApp.ts';

type ChunkShape = {
  name: string;
  isEntry?: boolean;
  facadeModuleId?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

/** A bundle of chunks named `<name>.js`, as the build hands it to its plugins. */
function bundleOf(chunks: ChunkShape[]): Rollup.OutputBundle {
  return Object.fromEntries(
    chunks.map((chunk) => [
      `${chunk.name}.js`,
      {
        type: 'chunk',
        fileName: `${chunk.name}.js`,
        name: chunk.name,
        isEntry: chunk.isEntry ?? false,
        facadeModuleId: chunk.facadeModuleId ?? null,
        imports: chunk.imports ?? [],
        dynamicImports: chunk.dynamicImports ?? [],
        viteMetadata: { importedCss: new Set(chunk.css ?? []), importedAssets: new Set() },
      },
    ]),
  ) as unknown as Rollup.OutputBundle;
}

describe('the chunks the caregiver app keeps ahead of time', () => {
  it("keeps what starts the app, the caregiver's pages with their imports, and the words", () => {
    const bundle = bundleOf([
      {
        name: 'index',
        isEntry: true,
        imports: ['react.js'],
        dynamicImports: ['Home.js', 'MyShifts.js'],
      },
      { name: 'react' },
      { name: 'Home', facadeModuleId: '/app/src/features/marketplace/HomePage.tsx' },
      {
        name: 'MyShifts',
        facadeModuleId: '/app/src/features/shifts/MyShiftsPage.tsx',
        imports: ['Stack.js'],
        dynamicImports: ['Dialog.js'],
        css: ['MyShifts.css'],
      },
      { name: 'Stack' },
      { name: 'Dialog' },
      { name: 'shifts', facadeModuleId: '/app/src/locales/es-ES/shifts.json' },
      { name: 'messages-es-ES' },
      { name: 'ListingsMap', facadeModuleId: '/app/src/features/marketplace/ListingsMap.tsx' },
    ]);
    const kept = offlineChunks(bundle, ['src/features/shifts/MyShiftsPage.tsx']);
    expect([...kept].sort()).toEqual(
      [
        'Dialog.js',
        'MyShifts.css',
        'MyShifts.js',
        'Stack.js',
        'index.js',
        'messages-es-ES.js',
        'react.js',
        'shifts.js',
      ].sort(),
    );
  });
});
