import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Seo } from '../../adapters-http/contract/seo';
import { fittingTagCount, seoCollapsedHeight, seoTextCollapsible } from '../../domain/content/seoBlock';

// Before measuring (server render, first paint) everything is shown: nothing is hidden without JavaScript.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/** Large-minus screens (below 1024 px) collapse the text to 60 px (spec §9). */
const LARGE_MINUS = '(max-width: 1023px)';

/** SEO text, collapsed with «Показать полностью» / «Скрыть» when taller than its limit (spec §4 SEO text). */
function SeoText({ html }: { readonly html: string }) {
  const body = useRef<HTMLDivElement>(null);
  const bodyId = useId();
  const [maxHeight, setMaxHeight] = useState<number | null>(null);
  const [expanded, setExpanded] = useState(false);
  useIsomorphicLayoutEffect(() => {
    const measure = () => {
      const limit = seoCollapsedHeight(window.matchMedia(LARGE_MINUS).matches);
      setMaxHeight(body.current && seoTextCollapsible(body.current.scrollHeight, limit) ? limit : null);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [html]);
  const collapsed = maxHeight !== null && !expanded;
  return (
    <div className="seo-text">
      <div
        id={bodyId}
        ref={body}
        className={collapsed ? 'seo-text__body seo-text__body--collapsed' : 'seo-text__body'}
        style={collapsed ? { maxHeight } : undefined}
        data-testid="seo-text"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {maxHeight !== null && (
        <button type="button" className="seo-text__toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Скрыть' : 'Показать полностью'}
        </button>
      )}
    </div>
  );
}

const TAG_GAP = 8;

/** SEO tags: those fitting one row and «Ещё N», or all of them and «Скрыть» (spec §4 SEO tags, §9 100 px toggle reserve). */
function SeoTags({ tags }: { readonly tags: Seo['tags'] }) {
  const list = useRef<HTMLUListElement>(null);
  const [fitting, setFitting] = useState(tags.length);
  const [expanded, setExpanded] = useState(false);
  useIsomorphicLayoutEffect(() => {
    const measure = () => {
      const el = list.current;
      if (!el) return;
      // Widths are measured with every tag laid out; hidden ones carry their width in a data attribute.
      const widths = [...el.querySelectorAll<HTMLElement>('[data-tag]')].map((li) => li.getBoundingClientRect().width || Number(li.dataset.width ?? 0));
      el.querySelectorAll<HTMLElement>('[data-tag]').forEach((li, i) => (li.dataset.width = String(widths[i])));
      setFitting(fittingTagCount(widths, el.clientWidth, TAG_GAP));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [tags]);
  const hidden = tags.length - fitting;
  return (
    <div className="seo-tags">
      <ul ref={list} className="seo-tags__list" aria-label="Популярные запросы" data-testid="seo-tags">
        {tags.map((tag, i) => (
          <li key={tag.url} data-tag="" hidden={!expanded && i >= fitting}>
            <Link className="seo-tags__tag" to={tag.url}>
              {tag.name}
            </Link>
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <button type="button" className="seo-tags__toggle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
              {expanded ? 'Скрыть' : `Ещё ${hidden}`}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}

export interface SeoBlockProps {
  readonly seo: Seo;
  readonly tagsEnabled: boolean;
}

/** A catalogue page's SEO block: text and, with FT13573, tags (spec §3 toggles, §4 SEO text and tags). */
export function SeoBlock({ seo, tagsEnabled }: SeoBlockProps) {
  const showTags = tagsEnabled && seo.tags.length > 0;
  if (seo.text === '' && !showTags) return null;
  return (
    <section className="seo-block" aria-label="О разделе" data-testid="seo-block">
      {showTags && <SeoTags key={`tags ${seo.url}`} tags={seo.tags} />}
      {seo.text !== '' && <SeoText key={`text ${seo.url}`} html={seo.text} />}
    </section>
  );
}
