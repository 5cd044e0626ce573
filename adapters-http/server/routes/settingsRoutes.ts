import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { AnalyticsQuery, type Configurations, type PageAnalytics } from '../../contract/settings';
import { DEFAULT_COUNTRY } from '../../../domain/country/country';
import { KNOWN_TOGGLES } from '../../../domain/user/featureToggles';
import { decodeQuery } from '../decode';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import type { pageAnalytics } from '../../../application/shell/pageAnalytics';
import type { toggleStates } from '../../../application/shell/toggleStates';

/** GET /configurations, the page's start-up settings, and GET /analytics?territoryId&pageType, a page view's analytics parameters (spec §7). */
export function settingsRoutes(deps: {
  readonly toggleStates: ReturnType<typeof toggleStates>;
  readonly pageAnalytics: ReturnType<typeof pageAnalytics>;
  /** What the browser is told of the configuration (composition-root/server/browserSettings.ts). */
  readonly browserSettings: { readonly captchaSiteKey?: string; readonly yandexMapsApiKey?: string };
}) {
  return new Hono<{ Variables: SessionVariables }>()
    .get('/configurations', (c) =>
      c.json({
        featureToggles: deps.toggleStates(KNOWN_TOGGLES),
        captchaSiteKey: deps.browserSettings.captchaSiteKey ?? null,
        yandexMapsEnabled: deps.browserSettings.yandexMapsApiKey !== undefined,
        defaultCountry: DEFAULT_COUNTRY,
      } satisfies Configurations),
    )
    .get('/analytics', async (c) => {
      const query = decodeQuery(c, AnalyticsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const found = await deps.pageAnalytics(query.right.territoryId, query.right.pageType, c.get('viewer'));
      return E.isRight(found) ? c.json(found.right satisfies PageAnalytics) : failure(c, found.left._tag);
    });
}
