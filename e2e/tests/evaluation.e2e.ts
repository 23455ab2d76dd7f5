import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { EvaluationAdminPage } from '../pages/evaluation-admin-page.js';
import { MyReviewsPage, RatingSection } from '../pages/evaluation-page.js';
import { OnlineApplicationPage } from '../pages/online-application-page.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { waitForMail } from '../support/mail-sink.js';
import { portalUrl } from '../support/portal.js';
import { loginElsewhere } from '../support/portal-api.js';
import { logIn, waitUntilInteractive } from '../support/route-visits.js';

const browser = useBrowser();

const PERSON = { email: 'person@demo.local', password: 'Person@12345' };
const STAFF = { email: 'bus@demo.local', password: 'Bus@12345' };

/** One call of the portal's API with an account's token; resolves with the envelope's data. */
async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${portalUrl()}/api${path}`, {
    method,
    headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: T };
  if (envelope.code !== 200) throw new Error(`${method} ${path} refused: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/**
 * A consultation of the demo person that staff completed just now, set up through the API as the
 * online-application journey does it in the browser: rateable for 30 days whatever the demo data
 * rated already. Resolves with its receipt number.
 */
async function completedConsultation(): Promise<string> {
  const person = await loginElsewhere(PERSON.email, PERSON.password);
  const submitted = await api<{ id: string; receiptNo: string }>(person, 'POST', '/applications/consultation', {
    data: {
      topic: 'patent',
      question: '发明专利申请的实质审查一般需要多长时间？',
      contactName: '张三',
      contactPhone: '13800138000',
      contactEmail: '',
    },
    idempotencyKey: randomUUID(),
  });
  const staff = await loginElsewhere(STAFF.email, STAFF.password);
  for (const action of ['accept', 'start', 'complete'] as const) {
    const comment = action === 'complete' ? '已电话答复审查周期及加快审查途径。' : '';
    await api(staff, 'POST', `/admin/applications/${submitted.id}/actions`, { action, comment });
  }
  return submitted.receiptNo;
}

/** An outlet the demo person has not rated this month (the demo reviews may have rated some). */
async function outletToRate(): Promise<{ id: string; name: string }> {
  const person = await loginElsewhere(PERSON.email, PERSON.password);
  for (const outlet of await api<{ id: string; name: string }[]>(person, 'GET', '/stations')) {
    const query = `target=outlet&targetId=${outlet.id}`;
    const state = await api<{ state: string }>(person, 'GET', `/evaluations/eligibility?${query}`);
    if (state.state === 'open') return outlet;
  }
  throw new Error('the demo person has rated every outlet this month');
}

test('[USER][ADMIN][EVALUATION]: a person rates a completed application 不满意 with reasons, staff verify and answer the rectification, the person reads the answer and gives the follow-up', async () => {
  // Set up before any browser signs in: an API login ends the account's other session.
  const receiptNo = await completedConsultation();
  const name = `综合业务咨询 ${receiptNo}`;

  const person = await newPortalPage(browser());
  await logIn(person.page, PERSON.email, PERSON.password);
  await person.page.goto('/frontAccountInfo?tab=applications');
  await waitUntilInteractive(person.page);
  const drawer = await new OnlineApplicationPage(person.page).openMyApplication(receiptNo);
  const rating = RatingSection.in(person.page, drawer);
  await rating.rate(
    name,
    {
      level: '不满意',
      reasons: ['办理时间过长', '问题未得到解决'],
      comment: '电话答复只说了大概，没有给出加快审查的具体办法。',
    },
    () => expectAccessible(person.page),
  );
  await rating.shownLevel('不满意');
  await rating.scope.getByText('已受理，待核实', { exact: true }).waitFor();

  // Staff find the case in the queue, verify the complaint and answer it before its deadline.
  const staff = await newPortalPage(browser());
  await logIn(staff.page, STAFF.email, STAFF.password);
  const admin = new EvaluationAdminPage(staff.page);
  await admin.openQueue();
  expect(await admin.row(name).textContent()).toContain('前');
  await expectAccessible(staff.page);
  const caseDrawer = await admin.openCase(name);
  expect(await caseDrawer.textContent()).toContain('电话答复只说了大概');
  await admin.verify(caseDrawer, name, '经核实，答复未说明优先审查的申请条件。', () => expectAccessible(staff.page));
  const answer = '已补充告知优先审查的条件和办理流程，并安排专人电话回访。';
  await admin.answer(caseDrawer, name, '已整改', answer);
  await expectAccessible(staff.page);
  await staff.context.close();
  await waitForMail(PERSON.email, /您的评价已有答复/);

  // The person reads the answer under 我的评价 and says the problem is resolved.
  const reviews = new MyReviewsPage(person.page);
  await reviews.open();
  await reviews.row(name).getByText('已答复', { exact: true }).waitFor();
  const review = await reviews.openForFollowUp(name);
  await review.getByText(answer, { exact: true }).waitFor();
  await expectAccessible(person.page);
  await reviews.followUp(review, '问题已解决', '已按告知的流程提交优先审查请求');
  await person.context.close();
}, 120_000);

test('[USER][EVALUATION]: a visitor sees an outlet’s satisfaction and is asked to log in; a person rates the outlet once this month', async () => {
  const outlet = await outletToRate();
  const path = `/serverDetail?id=${outlet.id}`;

  const visitor = await newPortalPage(browser());
  await visitor.page.goto(path);
  await waitUntilInteractive(visitor.page);
  const visitorRating = RatingSection.in(visitor.page, visitor.page.getByRole('main'));
  await visitorRating.scope.getByRole('link', { name: '登录评价' }).waitFor();
  await visitor.page.locator('.satisfaction-badge').waitFor();
  await visitor.context.close();

  const person = await newPortalPage(browser());
  await logIn(person.page, PERSON.email, PERSON.password);
  await person.page.goto(path);
  await waitUntilInteractive(person.page);
  const rating = RatingSection.in(person.page, person.page.getByRole('main'));
  await rating.rate(outlet.name, { level: '满意', comment: '窗口人员讲解耐心。' }, () => expectAccessible(person.page));
  await rating.shownLevel('满意');
  // Once a month: the section now says when the outlet can be rated again.
  await rating.scope.getByText(/本月您已评价过该服务网点/).waitFor();
  await expectAccessible(person.page);
  await person.context.close();
});
