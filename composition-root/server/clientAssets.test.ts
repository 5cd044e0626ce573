import { describe, expect, it } from 'vitest';
import { pageAssets } from '../../adapters-ui-react/server/documentHtml';
import { assetsOfManifest } from './clientAssets';

// The shape of Vite's manifest: the entry imports the framework and the shell; two pages share a chunk.
const manifest = {
  'composition-root/browser/main.tsx': { file: 'assets/main-1.js', isEntry: true, imports: ['_framework.js', '_shell.js'], css: ['assets/main-1.css'] },
  '_framework.js': { file: 'assets/framework-2.js' },
  '_shell.js': { file: 'assets/shell-3.js', imports: ['_framework.js'], css: ['assets/shell-3.css'] },
  'adapters-ui-react/pages/CatalogPage.tsx': {
    file: 'assets/CatalogPage-4.js',
    src: 'adapters-ui-react/pages/CatalogPage.tsx',
    isDynamicEntry: true,
    imports: ['_shell.js', '_cards.js'],
  },
  'adapters-ui-react/pages/CartPage.tsx': {
    file: 'assets/CartPage-5.js',
    src: 'adapters-ui-react/pages/CartPage.tsx',
    isDynamicEntry: true,
    imports: ['_cards.js'],
    css: ['assets/CartPage-5.css'],
  },
  '_cards.js': { file: 'assets/cards-6.js', imports: ['_shell.js'], css: ['assets/cards-6.css'] },
};

describe('the bundle of a page', () => {
  const assets = assetsOfManifest(manifest);

  it('loads the entry with its imports preloaded and every stylesheet they need', () => {
    expect(assets.scripts).toEqual(['/assets/main-1.js']);
    expect(assets.preloads).toEqual(['/assets/framework-2.js', '/assets/shell-3.js']);
    expect(assets.styles).toEqual(['/assets/main-1.css', '/assets/shell-3.css']);
  });

  it('adds the chunks of the page: its own and what it shares with other pages, each once, nothing the entry has', () => {
    expect(pageAssets(assets, ['adapters-ui-react/pages/CatalogPage.tsx'])).toEqual({
      scripts: ['/assets/main-1.js'],
      preloads: ['/assets/framework-2.js', '/assets/shell-3.js', '/assets/CatalogPage-4.js', '/assets/cards-6.js'],
      styles: ['/assets/main-1.css', '/assets/shell-3.css', '/assets/cards-6.css'],
    });
    expect(pageAssets(assets, ['adapters-ui-react/pages/CartPage.tsx']).styles).toEqual([
      '/assets/main-1.css',
      '/assets/shell-3.css',
      '/assets/CartPage-5.css',
      '/assets/cards-6.css',
    ]);
  });

  it('a page without a chunk of its own (the error page) loads the entry only', () => {
    expect(pageAssets(assets, [])).toEqual({ scripts: assets.scripts, preloads: assets.preloads, styles: assets.styles });
  });
});
