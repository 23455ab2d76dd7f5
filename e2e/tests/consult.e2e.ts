import { expect, test } from 'vitest';
import { ConsultAdminPage, ConsultPage, type VisitorQuestion } from '../pages/consult-page.js';
import { EvaluationAdminPage } from '../pages/evaluation-admin-page.js';
import { RatingSection } from '../pages/evaluation-page.js';
import { activate } from '../support/actions.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { waitForMail } from '../support/mail-sink.js';
import { logIn, waitUntilInteractive } from '../support/route-visits.js';

const browser = useBrowser();

// No demo question has these words, so the list and the site search find this one alone.
const QUESTION: VisitorQuestion = {
  category: '政策与资助',
  title: '外观设计专利申请费减缴的办理途径',
  question: '我是个人申请人，准备提交两件外观设计专利申请，请问申请费减缴应当在什么时候、通过什么途径办理？',
  name: '赵敏',
  email: 'zhao.min.consult@example.cn',
};
const REPLY =
  '您好！个人申请人可在提交专利申请时一并提出费用减缴请求，通过专利业务办理系统完成费减备案后，申请费按减缴后的标准缴纳。';
const FAQ_QUESTION = '外观设计专利申请费减缴如何办理？';
const COMPLAINT = '答复没有说明费减备案需要提交哪些证明材料。';
const RECTIFICATION = '已补充说明：个人申请人费减备案须提交上年度收入证明，并已更新答复内容。';

test('[VISITOR][CONSULTATION][EVALUATION]: a visitor asks with an emailed code, staff reply, the visitor reads the reply by query number and rates it 不满意, staff answer the rectification in time, publish the Q&A and make a FAQ entry the site search finds', async () => {
  // A visitor asks: the code is read from the mail the portal sent to the real SMTP sink.
  const visitor = await newPortalPage(browser());
  const consult = new ConsultPage(visitor.page);
  await consult.open();
  await consult.ask(QUESTION, () => expectAccessible(visitor.page));
  const queryNo = await consult.receiptQueryNo();
  expect(queryNo).toMatch(/^ZX\d{12}$/);
  await expectAccessible(visitor.page);
  await waitForMail(QUESTION.email, new RegExp(`咨询已受理（查询编号 ${queryNo}）`));

  // Operations staff find it in the queue by its number and reply; the asker is mailed.
  const staff = await newPortalPage(browser());
  await logIn(staff.page, 'bus@demo.local', 'Bus@12345');
  const queue = new ConsultAdminPage(staff.page);
  await queue.open();
  const drawer = await queue.openQuestion(queryNo, QUESTION.title);
  expect(await drawer.textContent()).toContain(QUESTION.email);
  await queue.reply(drawer, QUESTION.title, REPLY, () => expectAccessible(staff.page));
  await waitForMail(QUESTION.email, new RegExp(`您的咨询已答复（查询编号 ${queryNo}）`));

  // The visitor looks the question up with the number and a code to the same address.
  await consult.open();
  const result = await consult.lookUp(queryNo, QUESTION.email);
  expect(await result.textContent()).toContain(REPLY);
  await result.getByText('已答复', { exact: true }).waitFor();
  await expectAccessible(visitor.page);

  // The visitor rates the reply 不满意 through the look-up (no account): a rectification case opens.
  const rating = RatingSection.in(visitor.page, result);
  await rating.rate(QUESTION.title, { level: '不满意', reasons: ['问题未得到解决'], comment: COMPLAINT }, () =>
    expectAccessible(visitor.page),
  );
  await rating.shownLevel('不满意');

  // Staff verify the complaint and answer it before its deadline; the visitor is mailed the answer.
  const evaluations = new EvaluationAdminPage(staff.page);
  await evaluations.openQueue();
  expect(await evaluations.row(QUESTION.title).textContent()).not.toContain('已超期');
  const rectification = await evaluations.openCase(QUESTION.title);
  expect(await rectification.textContent()).toContain(COMPLAINT);
  await evaluations.verify(rectification, QUESTION.title, '经核实，答复未列明证明材料。', async () => undefined);
  await evaluations.answer(rectification, QUESTION.title, '已整改', RECTIFICATION);
  const answered = await waitForMail(QUESTION.email, /您的评价已有答复/);
  expect(answered.text).toContain(RECTIFICATION);
  await queue.open();
  const reopened = await queue.openQuestion(queryNo, QUESTION.title, '查看');

  // Staff publish it (the asker allowed it) and make a FAQ entry of the reply.
  await queue.publish(reopened);
  await queue.makeFaq(reopened, FAQ_QUESTION);
  await staff.context.close();

  // The Q&A is on /consult with the asker's name masked, and the FAQ in the site search.
  await consult.open();
  const link = await consult.searchPublished('外观设计', QUESTION.title);
  await activate(visitor.page, link);
  await visitor.page.waitForURL('**/consult/detail?id=*');
  await visitor.page.getByRole('heading', { level: 2, name: QUESTION.title }).waitFor();
  const detail = (await visitor.page.getByRole('main').textContent()) ?? '';
  expect(detail).toContain(REPLY);
  expect(detail).toContain('赵**');
  expect(detail).not.toContain(QUESTION.name);
  expect(detail).not.toContain(QUESTION.email);

  await visitor.page.goto(`/infoSearch?keyword=${encodeURIComponent('外观设计专利申请费')}`);
  await waitUntilInteractive(visitor.page);
  const faqs = visitor.page.getByRole('region', { name: /^常见问题/ });
  const faq = faqs.getByRole('link', { name: FAQ_QUESTION });
  await faq.waitFor();
  await activate(visitor.page, faq);
  await visitor.page.getByRole('heading', { level: 2, name: FAQ_QUESTION }).waitFor();
  expect(await visitor.page.getByRole('main').textContent()).toContain(REPLY);
  await visitor.context.close();
  // Two sessions, five mails, a reply, a rectification, publication and a FAQ entry.
}, 240_000);
