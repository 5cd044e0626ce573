import { Hono } from 'hono';
import { failure } from '../failure';
import type { listBrands } from '../../../application/shell/listBrands';

const COLOURS = ['#111111', '#0057b8', '#c8102e', '#00704a', '#5f3dc4', '#e67700', '#1c7ed6', '#343a40'];

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A brand's wordmark for the brand panel: its name on a colour picked from the name, so it stays the same. */
function brandWordmark(name: string): string {
  const colour = COLOURS[[...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % COLOURS.length]!;
  const size = name.length > 10 ? 16 : 22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80" viewBox="0 0 160 80" role="img"><title>${escapeXml(name)}</title><rect width="160" height="80" rx="10" fill="#f4f5f7"/><text x="80" y="${40 + size / 3}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="800" font-size="${size}" fill="${colour}">${escapeXml(name.toUpperCase())}</text></svg>`;
}

/** GET /media/brands/{urlCode}.svg: the brand images of the header's brand panel (spec §3 Brand image, §9 up to 5). */
export function brandLogoRoutes(useCases: { readonly listBrands: ReturnType<typeof listBrands> }) {
  return new Hono().get('/:file{[a-z0-9-]{1,60}\\.svg}', async (c) => {
    const code = c.req.param('file').replace(/\.svg$/, '');
    const brand = (await useCases.listBrands()).find((b) => b.urlCode === code);
    if (!brand) return failure(c, 'NOT_FOUND');
    return c.body(brandWordmark(brand.name), 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' });
  });
}
