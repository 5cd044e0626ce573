import { httpComparisonApi } from '../../../adapters-http/client/httpComparisonApi';
import { httpReviewsApi } from '../../../adapters-http/client/httpReviewsApi';
import { ProductAvailability } from '../../../adapters-http/contract/availability';
import type { ShopServices } from '../../../adapters-ui-react/shopContext';
import { createComparisonViewModel } from '../../../application/catalogue/comparisonViewModel';
import { browserProductViews, browserSearchBox } from '../browserSearchBox';
import type { BrowserCore } from './coreModule';

/** What the catalogue and product pages do in the browser: search suggestions, comparison, viewed products, availability, reviews. */
export function catalogueModule({
  ports,
  request,
}: BrowserCore): Pick<ShopServices, 'searchBox' | 'comparison' | 'productViewed' | 'availability' | 'reviews'> {
  return {
    searchBox: browserSearchBox(ports),
    comparison: createComparisonViewModel(httpComparisonApi(request)),
    productViewed: browserProductViews(ports),
    availability: (productId) => request('GET', `/products/${encodeURIComponent(productId)}/availabilities`, ProductAvailability),
    reviews: httpReviewsApi(request),
  };
}
