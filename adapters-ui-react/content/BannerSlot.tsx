import { Link } from 'react-router';
import type { Banner } from '../../adapters-http/contract/banners';

/** One IMAGE banner: the picture as a link; outside links open in a new tab (spec §3 Banner imageContent target). */
function ImageBanner({ content }: { readonly content: Extract<Banner, { type: 'IMAGE' }>['imageContent'] }) {
  const image = <img src={content.imageUrl} alt={content.alt} loading="lazy" />;
  const external = /^https?:/i.test(content.link);
  if (external || content.target === 'BLANK') {
    return <a className="banner__link" href={content.link} target="_blank" rel="noopener noreferrer">{image}</a>;
  }
  return <Link className="banner__link" to={content.link}>{image}</Link>;
}

/** The banners of a slot (spec §3 Banner, §7 GET /banners): sanitised HTML or images with links; nothing when empty. */
export function BannerSlot({ banners, slot, label }: { readonly banners: readonly Banner[]; readonly slot: string; readonly label: string }) {
  if (banners.length === 0) return null;
  return (
    <section className={`banners banners--${slot.toLowerCase().replaceAll('_', '-')}`} aria-label={label} data-testid={`banners-${slot}`}>
      {banners.map((b) =>
        b.type === 'HTML' ? (
          <div key={b.id} className="banner banner--html" dangerouslySetInnerHTML={{ __html: b.htmlContent }} />
        ) : (
          <div key={b.id} className="banner banner--image"><ImageBanner content={b.imageContent} /></div>
        ),
      )}
    </section>
  );
}
