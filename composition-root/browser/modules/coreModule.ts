import { apiClient, type ApiRequest } from '../../../adapters-http/client/apiClient';
import type { ShellServices } from '../../../adapters-ui-react/shell/shellServices';
import { createIncidentViewModel } from '../../../application/shell/incidentViewModel';
import { browserCaptchaToken } from '../browserCaptchaToken';
import type { BrowserPorts } from '../browserPorts';
import { browserShellServices } from '../browserShellServices';
import { fastCartRequest } from '../fastCartRequest';

/** The ports every feature is built on, made once from the browser's: each module takes this and nothing else. */
export interface BrowserCore {
  readonly ports: BrowserPorts;
  /** The web API: the incident dialog and reload policy (spec §8), cartType=FAST on a fast checkout page. */
  readonly request: ApiRequest;
  /** «Я не робот» for sign-in, the cart's gift cards and the checkout's phone code alike. */
  readonly captchaToken: ReturnType<typeof browserCaptchaToken>;
  /** The shell's view-models (notifications, location, flash notices), which other features report to. */
  readonly shell: ShellServices;
}

export function coreModule(ports: BrowserPorts): BrowserCore {
  const incident = createIncidentViewModel();
  const request = fastCartRequest(apiClient(ports.fetch, undefined, { onIncident: incident.report, onReloadNeeded: ports.reload }), ports.window.location);
  return {
    ports,
    request,
    captchaToken: browserCaptchaToken(request, () => ports.shellData()?.captchaSiteKey),
    shell: browserShellServices(ports, incident, request),
  };
}
