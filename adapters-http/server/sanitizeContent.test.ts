import { describe, expect, it } from 'vitest';
import { sanitizeContent } from './sanitizeContent';

describe('content HTML sanitising', () => {
  it('keeps text markup and links, drops scripts, handlers and javascript: URLs', () => {
    const dirty =
      '<h2>Оплата</h2><p onclick="steal()">Текст <a href="javascript:alert(1)">плохо</a> <a href="/oferta/">оферта</a></p><script>alert(1)</script><img src="x" onerror="alert(1)" alt="">';
    const clean = sanitizeContent(dirty);
    expect(clean).toContain('<h2>Оплата</h2>');
    expect(clean).toContain('<a href="/oferta/">оферта</a>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('opens external links without an opener', () => {
    expect(sanitizeContent('<a href="https://example.ru">x</a>')).toBe('<a href="https://example.ru" target="_blank" rel="noopener noreferrer">x</a>');
  });
});
