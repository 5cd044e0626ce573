import { Link } from 'react-router';
import type { Banner } from '../../adapters-http/contract/banners';

/**
 * One IMAGE banner: the picture as a link; outside links open in a new tab (spec §3 Banner imageContent target).
 * A `lead` banner is the first thing a visitor sees: fetched at once and first, never lazily.
 */
function ImageBanner({ content, lead }: { readonly content: Extract<Banner, { type: 'IMAGE' }>['imageContent']; readonly lead: boolean }) {
  const image = (
    <img
      src={content.imageUrl}
      alt={content.alt}
      width={content.width}
      height={content.height}
      loading={lead ? 'eager' : 'lazy'}
      fetchPriority={lead ? 'high' : 'auto'}
    />
  );
  const external = /^https?:/i.test(content.link);
  if (external || content.target === 'BLANK') {
    return (
      <a className="banner__link" href={content.link} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return (
    <Link className="banner__link" to={content.link}>
      {image}
    </Link>
  );
}

/**
 * The banners of a slot (spec §3 Banner, §7 GET /banners): sanitised HTML or images with links; nothing when empty.
 * `lead`: the slot opens the page, so its first picture is the page's largest paint.
 */
export function BannerSlot({
  banners,
  slot,
  label,
  lead = false,
}: {
  readonly banners: readonly Banner[];
  readonly slot: string;
  readonly label: string;
  readonly lead?: boolean;
}) {
  if (banners.length === 0) return null;
  return (
    <section className={`banners banners--${slot.toLowerCase().replaceAll('_', '-')}`} aria-label={label} data-testid={`banners-${slot}`}>
      {banners.map((b, i) =>
        b.type === 'HTML' ? (
          <div key={b.id} className="banner banner--html" dangerouslySetInnerHTML={{ __html: b.htmlContent }} />
        ) : (
          <div key={b.id} className="banner banner--image">
            <ImageBanner content={b.imageContent} lead={lead && i === 0} />
          </div>
        ),
      )}
    </section>
  );
}
