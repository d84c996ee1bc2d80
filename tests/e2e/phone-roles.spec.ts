// Roles and centres on a phone (360 px, the phone project); the same journeys at tablet width: admin-roles.spec.ts.
import { test } from '@playwright/test';
import { belwaHeadSeesNoAzamnagar, counsellorHasNoBankStatement } from './roles-journeys';

test('a Counsellor has no Bank statement menu and its URL is refused, on a phone', ({ page }, testInfo) =>
  counsellorHasNoBankStatement(page, testInfo));

test('a Centre head at Belwa sees no Azamnagar record or document, on a phone', ({ page }, testInfo) =>
  belwaHeadSeesNoAzamnagar(page, testInfo));
