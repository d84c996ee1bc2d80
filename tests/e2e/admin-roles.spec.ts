// Roles and centres at tablet width (the admin-tablet project); the same journeys at 360 px: phone-roles.spec.ts.
import { test } from '@playwright/test';
import { belwaHeadSeesNoAzamnagar, counsellorHasNoBankStatement } from './roles-journeys';

test('a Counsellor has no Bank statement menu and its URL is refused', ({ page }, testInfo) =>
  counsellorHasNoBankStatement(page, testInfo));

test('a Centre head at Belwa sees no Azamnagar record or document', ({ page }, testInfo) =>
  belwaHeadSeesNoAzamnagar(page, testInfo));
