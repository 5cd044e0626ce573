import { Link } from 'react-router';
import type { Banner } from '../../adapters-http/contract/banners';

/** Pictures of a slot that opens the page loaded at once: a phone stacks two in its first screen, either may be the largest paint. */
const EAGER_LEAD_BANNERS = 2;

/** How a banner's picture loads: the first of a leading slot first, those in the first screen at once, the rest when scrolled to. */
type Loading = 'first' | 'eager' | 'lazy';

/** One IMAGE banner: the picture as a link; outside links open in a new tab (spec §3 Banner imageContent target). */
function ImageBanner({ content, loading }: { readonly content: Extract<Banner, { type: 'IMAGE' }>['imageContent']; readonly loading: Loading }) {
  const image = (
    <img
      src={content.imageUrl}
      alt={content.alt}
      width={content.width}
      height={content.height}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'first' ? 'high' : 'auto'}
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
            <ImageBanner content={b.imageContent} loading={!lead || i >= EAGER_LEAD_BANNERS ? 'lazy' : i === 0 ? 'first' : 'eager'} />
          </div>
        ),
      )}
    </section>
  );
}
