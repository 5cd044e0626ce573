import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);

// Debian's Chromium, never a downloaded browser; flags keep it off the closed network.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx composition-root/server/main.ts',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      // What ships: React's production build renders the pages.
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: join(tmpdir(), `shop-e2e-${process.pid}`),
      CLIENT_DIR: process.env.CLIENT_DIR ?? './dist/client',
      // e2e/shellContent.spec.ts: SEO tags (FT13573) on, as a deployment would configure it; popups (FT12528)
      // on too, since every spec on virtual time pauses its clock (e2e/authExternal.spec.ts).
      FEATURE_TOGGLES: process.env.FEATURE_TOGGLES ?? 'FT13573,FT12528,sm_site_cart_fast_checkout',
      // Every spec signs in from 127.0.0.1: more codes an hour than one shopper's address gets (default 30), and
      // more phones before the captcha (default 10), so no spec's sign-in depends on how many ran before it;
      // e2e/captcha.spec.ts has the browser answer NEED_CAPTCHA itself (the threshold: captchaApi.test.ts).
      SIGN_IN_CODES_PER_ADDRESS: '500',
      SIGN_IN_PHONES_PER_ADDRESS: '500',
      // e2e/auth.spec.ts: an operator account (password operator-pass), as a deployment would configure it.
      OPERATOR_ACCOUNTS:
        process.env.OPERATOR_ACCOUNTS ?? 'e2e-operator=scrypt$6532652d73616c74$5a498f4f183c588a5b536c80b60f967e84f22b94f68ee84dd658e2be121eefab',
    },
  },
});
