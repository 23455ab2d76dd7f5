import { describe, expect, it } from 'vitest';
import {
  addMonths,
  anniversary,
  annualFees,
  daysBetween,
  nextAnnualFee,
  type PatentTermFacts,
  remindersDue,
  standingReminder,
  termEndOf,
  termYearsOf,
  upcomingDeadlines,
  urgencyOf,
} from '../src/patent-deadlines.js';

/** A granted invention in force unless overridden. */
function patent(overrides: Partial<PatentTermFacts> = {}): PatentTermFacts {
  return {
    patentType: 'invention',
    applicationDate: '2020-03-15',
    grantDate: '2022-07-20',
    legalStatus: 'valid',
    ...overrides,
  };
}

describe('calendar arithmetic', () => {
  it.each([
    ['same day next year', '2020-03-15', 1, '2021-03-15'],
    ['29 February in a common year is 28 February', '2020-02-29', 1, '2021-02-28'],
    ['29 February in the next leap year is itself', '2020-02-29', 4, '2024-02-29'],
    ['28 February stays 28 February', '2021-02-28', 3, '2024-02-28'],
  ])('anniversary: %s', (_, date, years, expected) => {
    expect(anniversary(date, years)).toBe(expected);
  });

  it.each([
    ['same day six months on', '2024-03-15', 6, '2024-09-15'],
    ['31 August + 6 months is the last day of February (common year)', '2022-08-31', 6, '2023-02-28'],
    ['31 August + 6 months in a leap year', '2023-08-31', 6, '2024-02-29'],
    ['across a year end', '2024-11-30', 6, '2025-05-30'],
    ['31 December + 6 months is 30 June', '2024-12-31', 6, '2025-06-30'],
  ])('addMonths: %s', (_, date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    ['the same day', '2026-01-01', '2026-01-01', 0],
    ['over a leap day', '2024-02-28', '2024-03-01', 2],
    ['backwards', '2026-01-08', '2026-01-01', -7],
    ['a whole common year', '2025-01-01', '2026-01-01', 365],
  ])('daysBetween: %s', (_, from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('the term', () => {
  it.each([
    ['invention: 20 years', 'invention', '2006-05-10', 20, '2026-05-09'],
    ['utility model: 10 years', 'utility', '2016-05-10', 10, '2026-05-09'],
    ['design filed the day before the 2021 amendment: 10 years', 'design', '2021-05-31', 10, '2031-05-30'],
    ['design filed on the day of the 2021 amendment: 15 years', 'design', '2021-06-01', 15, '2036-05-31'],
    ['filed on 1 January: ends on 31 December', 'invention', '2010-01-01', 20, '2029-12-31'],
    [
      'filed 29 February, ending in a leap year: the day before 29 February',
      'invention',
      '2008-02-29',
      20,
      '2028-02-28',
    ],
    [
      'filed 29 February, ending in a common year: the day before 28 February',
      'utility',
      '2008-02-29',
      10,
      '2018-02-27',
    ],
  ] as const)('%s', (_, patentType, applicationDate, years, end) => {
    expect(termYearsOf(patentType, applicationDate)).toBe(years);
    expect(termEndOf(patentType, applicationDate)).toBe(end);
  });
});

describe('annual fees', () => {
  it('are owed from the year after the grant, one per anniversary, until the last patent year', () => {
    const fees = annualFees(patent({ patentType: 'utility', applicationDate: '2020-03-15', grantDate: '2020-11-02' }));
    // Granted in patent year 1 (its fee paid with the registration): years 2 to 10 are due.
    expect(fees.map((fee) => fee.patentYear)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(fees[0]).toEqual({ patentYear: 2, dueDate: '2021-03-15', lateUntil: '2021-09-15' });
    expect(fees.at(-1)).toEqual({ patentYear: 10, dueDate: '2029-03-15', lateUntil: '2029-09-15' });
  });

  it.each([
    ['a grant in the middle of patent year 3: first fee for year 4', '2022-07-20', 4, '2023-03-15'],
    ['a grant on an anniversary: that year is paid at registration', '2022-03-15', 4, '2023-03-15'],
    ['a grant the day before an anniversary', '2022-03-14', 3, '2022-03-15'],
  ])('%s', (_, grantDate, firstYear, firstDue) => {
    const [first] = annualFees(patent({ grantDate }));
    expect(first?.patentYear).toBe(firstYear);
    expect(first?.dueDate).toBe(firstDue);
  });

  it.each([
    ['a pending application', patent({ legalStatus: 'pending', grantDate: null })],
    ['a lapsed patent', patent({ legalStatus: 'invalid' })],
  ])('none for %s', (_, facts) => {
    expect(annualFees(facts)).toEqual([]);
    expect(nextAnnualFee(facts, '2024-01-01')).toBeNull();
  });

  it('counts from the first anniversary when a patent in force has no grant date on record', () => {
    expect(annualFees(patent({ grantDate: null }))[0]).toMatchObject({ patentYear: 2, dueDate: '2021-03-15' });
  });

  it('falls due on 28 February in common years for a filing on 29 February, the late period after it', () => {
    const fees = annualFees(patent({ applicationDate: '2020-02-29', grantDate: '2020-12-01' }));
    expect(fees.slice(0, 4).map((fee) => [fee.dueDate, fee.lateUntil])).toEqual([
      ['2021-02-28', '2021-08-28'],
      ['2022-02-28', '2022-08-28'],
      ['2023-02-28', '2023-08-28'],
      ['2024-02-29', '2024-08-29'],
    ]);
  });

  it.each([
    ['the day before the due date', '2024-03-14', '2024-03-15'],
    ['on the due date itself', '2024-03-15', '2024-03-15'],
    ['the day after: next year’s', '2024-03-16', '2025-03-15'],
  ])('next fee %s', (_, day, due) => {
    expect(nextAnnualFee(patent(), day)?.dueDate).toBe(due);
  });
});

describe('deadlines and reminders', () => {
  it('lists the next fee and the term end with reminders 90, 30 and 7 days before each', () => {
    const [fee, term] = upcomingDeadlines(patent(), '2024-01-02');
    expect(fee).toEqual({
      kind: 'annualFee',
      date: '2024-03-15',
      lateUntil: '2024-09-15',
      patentYear: 5,
      reminders: [
        { offset: 90, date: '2023-12-16' },
        { offset: 30, date: '2024-02-14' },
        { offset: 7, date: '2024-03-08' },
      ],
    });
    expect(term).toMatchObject({ kind: 'termEnd', date: '2040-03-14', lateUntil: null, patentYear: null });
    expect(term?.reminders.map((r) => r.date)).toEqual(['2039-12-15', '2040-02-13', '2040-03-07']);
  });

  it('has only the term end when it comes before the next fee date', () => {
    // Filed 2006-05-10: the last fee (year 20) was due 2025-05-10, the term ends 2026-05-09.
    const facts = patent({ applicationDate: '2006-05-10', grantDate: '2009-01-05' });
    expect(upcomingDeadlines(facts, '2026-03-01').map((d) => [d.kind, d.date])).toEqual([['termEnd', '2026-05-09']]);
    expect(remindersDue(facts, '2026-02-08')).toEqual([
      { kind: 'termEnd', deadline: '2026-05-09', lateUntil: null, patentYear: null, offset: 90 },
    ]);
  });

  it.each([
    ['a pending application', patent({ legalStatus: 'pending', grantDate: null }), '2024-03-08'],
    ['a lapsed or expired patent', patent({ legalStatus: 'invalid' }), '2024-03-08'],
    ['a patent past its term end (status not yet updated)', patent({ applicationDate: '2000-03-15' }), '2024-03-08'],
  ])('no deadlines, no reminders for %s', (_, facts, day) => {
    expect(upcomingDeadlines(facts, day)).toEqual([]);
    expect(remindersDue(facts, day)).toEqual([]);
  });

  it.each([
    ['91 days before: none yet', '2023-12-15', []],
    ['90 days before', '2023-12-16', [90]],
    ['89 days before: still the 90-day one (sent once by the caller)', '2023-12-17', [90]],
    ['30 days before', '2024-02-14', [30]],
    ['7 days before', '2024-03-08', [7]],
    ['on the due date: still the 7-day one', '2024-03-15', [7]],
    ['the day after: the next year’s fee, not yet', '2024-03-16', []],
  ])('the standing fee reminder %s', (_, day, offsets) => {
    expect(remindersDue(patent(), day).map((r) => r.offset)).toEqual(offsets);
  });

  it('has no standing reminder once the deadline has passed', () => {
    const [fee] = upcomingDeadlines(patent(), '2024-03-01');
    expect(fee && standingReminder(fee, '2024-03-16')).toBeNull();
  });

  it('reminds of the last fee and, a year later, of the term end', () => {
    // A design filed 2011-02-10 (10 years): the year-10 fee is due 2020-02-10, the term ends 2021-02-09.
    const facts = patent({ patentType: 'design', applicationDate: '2011-02-10', grantDate: '2011-08-01' });
    expect(remindersDue(facts, '2020-01-15')).toEqual([
      { kind: 'annualFee', deadline: '2020-02-10', lateUntil: '2020-08-10', patentYear: 10, offset: 30 },
    ]);
    expect(remindersDue(facts, '2021-01-15')).toEqual([
      { kind: 'termEnd', deadline: '2021-02-09', lateUntil: null, patentYear: null, offset: 30 },
    ]);
  });
});

describe('urgency', () => {
  it.each([
    [null, 'none'],
    [0, 'within7'],
    [7, 'within7'],
    [8, 'within30'],
    [30, 'within30'],
    [31, 'within90'],
    [90, 'within90'],
    [91, 'later'],
  ] as const)('%s days left: %s', (days, urgency) => {
    expect(urgencyOf(days)).toBe(urgency);
  });
});
