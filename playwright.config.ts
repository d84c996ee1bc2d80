import { defineConfig, devices } from '@playwright/test';
import { testInstituteArgs } from './tests/support/institute-values';

const port = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;
/** Tests may open this SQLite file to seed or check rows. */
export const e2eDataDir = 'tests/.tmp/e2e-data';
const adminSpecs = /[/\\]admin-[^/\\]*\.spec\.ts$/;
const adminSiteSpecs = /[/\\]admin-site[^/\\]*\.spec\.ts$/;
/** Sets a personal UPI id, which admin-site-identity sets otherwise: run after that project, not beside it. */
const personalUpiSpec = /[/\\]admin-site-personal-upi\.spec\.ts$/;
/** Staff journeys on a phone (the dashboard at 360 px): the phone project only. */
const phoneOnlySpecs = /[/\\]phone-[^/\\]*\.spec\.ts$/;
/** The admin axe checks set their own viewport sizes (360 and 1366 px): desktop project only. */
const adminA11ySpec = /[/\\]admin-a11y\.spec\.ts$/;
const adminSpecsButA11y = /[/\\]admin-(?!a11y\.)[^/\\]*\.spec\.ts$/;
/** Attack tests (stored XSS, ...) need one viewport: desktop. */
const securitySpecs = /[/\\]security-[^/\\]*\.spec\.ts$/;
/**
 * The applicant's journeys (and saved forms) go through the same server calls
 * and the same form at every width; an applicant is on a phone, so they run
 * in the phone project. The desktop project keeps what depends on the width:
 * every public page and its axe check at 1366 px (public-pages, public-a11y),
 * offline, budgets, CSP and the attack tests (decision 059).
 */
const journeySpecs = /[/\\](journeys-[^/\\]*|form-draft)\.spec\.ts$/;
/**
 * Tests that set a phone's viewport themselves (tagged `@phone-size`) run in
 * the phone project only: in the desktop project they would repeat the same
 * 360 px page with a desktop browser's user agent, which no visitor has.
 */
const phoneSizeTag = /@phone-size/;
/** Tests that set an office computer's screen themselves (tagged `@desktop-size`) run in the desktop project only. */
const desktopSizeTag = /@desktop-size/;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry: on two busy cores a single step can miss its 10 s wait (an
  // enquiry's thanks once did, in CI only, and passed 12 of 12 here under
  // load). A test that passes on its retry is still listed as "flaky", so a
  // real fault shows; one that fails twice fails the run.
  retries: 1,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    // A failed test keeps a trace of its actions and console, and a screenshot
    // of where it stopped. The trace's DOM snapshots (and with them its
    // network log) and screencast are left out: recording them for every
    // test, passing or not, cost about a third of the browsers' time; add
    // `--trace on` to get them (decision 063).
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium-headless-shell: the same Blink, V8, network stack and
      // service workers as the chromium package, without the desktop browser
      // around them; each test cost about half the CPU (decision 063).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The admin area is for office computers and tablets: no phone run.
    {
      name: 'phone',
      testIgnore: [adminSpecs, adminSiteSpecs, securitySpecs],
      grepInvert: desktopSizeTag,
      // As long as the other projects': most journeys run here now (decision 059),
      // and a wait is not a speed check (npm run bench measures speed).
      expect: { timeout: 10_000 },
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 } },
    },
    {
      name: 'desktop',
      // The admin area runs at tablet width (below); at 1366 px its axe check
      // (admin-a11y) and the admin-site project look at it.
      testIgnore: [adminSiteSpecs, phoneOnlySpecs, journeySpecs, adminSpecsButA11y],
      grepInvert: phoneSizeTag,
      expect: { timeout: 10_000 },
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
    },
    {
      name: 'admin-tablet',
      testMatch: adminSpecs,
      expect: { timeout: 10_000 },
      testIgnore: [adminSiteSpecs, adminA11ySpec],
      use: { ...devices['Desktop Chrome'], viewport: { width: 768, height: 1024 } },
    },
    // Admin tests that change what every public page shows (settings, the
    // public gallery) run after all others, so no page test sees them midway.
    {
      name: 'admin-site',
      testMatch: adminSiteSpecs,
      testIgnore: personalUpiSpec,
      expect: { timeout: 10_000 },
      dependencies: ['phone', 'desktop', 'admin-tablet'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
    },
    {
      name: 'admin-site-upi',
      testMatch: personalUpiSpec,
      expect: { timeout: 10_000 },
      dependencies: ['admin-site'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
    },
  ],
  webServer: {
    // The production build on a fresh throwaway data folder, given the test
    // institute's identity and UPI id by the settings command; the UPI id is
    // a merchant's, so the journeys find the "Pay with a UPI app" link (a
    // personal id shows none: decision 041).
    command: `rm -rf ${e2eDataDir} && node_modules/.bin/tsx scripts/settings.ts --create set ${[...testInstituteArgs, 'upiAccountKind=merchant'].map((arg) => `'${arg}'`).join(' ')} && node scripts/start.mjs`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'e2e-admin@example.in',
      ADMIN_PASSWORD: 'e2e-password-long',
      LOG_LEVEL: 'warn',
      // The whole suite submits from one address; the limits have their own
      // integration tests (tests/integration/hardening-http.test.ts).
      RATE_LIMIT_SUBMITS_PER_HOUR: '10000',
      RATE_LIMIT_LOOKUPS_PER_15MIN: '10000',
      RATE_LIMIT_LOGIN_PER_15MIN: '10000',
    },
  },
});
