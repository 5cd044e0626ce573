import { Link } from 'react-router';
import { REVIEW_TABS } from '../../domain/reviews/reviews';

/** Links from the product page to its reviews and questions tabs. */
export function ProductTalkLinks({ productId }: { readonly productId: string }) {
  return (
    <p className="product-talk-links">
      <Link to={`/product/${productId}/reviews/`}>{REVIEW_TABS.reviews}</Link> · <Link to={`/product/${productId}/faq/`}>{REVIEW_TABS.questions}</Link>
    </p>
  );
}
