import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { pageMeta } from '../meta';

/** Sets or removes a head element's attribute, creating the element when first needed. */
function setHeadTag(selector: string, create: () => HTMLElement, attribute: string, value: string | undefined) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (value === undefined) {
    el?.remove();
    return;
  }
  if (!el) {
    el = create();
    document.head.append(el);
  }
  el.setAttribute(attribute, value);
}

/**
 * Keeps the head in step with the route after navigation in the browser: the server writes title,
 * description and canonical from the route's handle.meta only into the first document.
 */
export function HeadMeta() {
  const { title, description, canonical } = pageMeta(useMatches());
  useEffect(() => {
    document.title = title;
    setHeadTag('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }), 'content', description);
    const href = canonical === undefined ? undefined : new URL(canonical, window.location.origin).href;
    setHeadTag('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', href);
  }, [title, description, canonical]);
  return null;
}
