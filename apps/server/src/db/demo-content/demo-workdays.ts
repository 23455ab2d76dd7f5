import { addDays, WorkdayEntryInputSchema } from '@cityip/contracts';
import { sql } from 'drizzle-orm';
import { workdayEntries } from '../../features/workdays/workdays.tables.js';
import type { Db } from '../client.js';
import { seedMarks } from '../seed-marks.tables.js';

const MARK = 'demo-workdays-v1';

/** One holiday of a national schedule: its days off (first to last) and the weekend days worked for it. */
interface Holiday {
  name: string;
  off: readonly [first: string, last: string];
  worked: readonly string[];
}

/**
 * 2026: the State Council's notice on the 2026 holidays (国办发明电〔2025〕7号), as published.
 */
const SCHEDULE_2026: readonly Holiday[] = [
  { name: '元旦', off: ['2026-01-01', '2026-01-03'], worked: ['2026-01-04'] },
  { name: '春节', off: ['2026-02-15', '2026-02-23'], worked: ['2026-02-14', '2026-02-28'] },
  { name: '清明节', off: ['2026-04-04', '2026-04-06'], worked: [] },
  { name: '劳动节', off: ['2026-05-01', '2026-05-05'], worked: ['2026-05-09'] },
  { name: '端午节', off: ['2026-06-19', '2026-06-21'], worked: [] },
  { name: '中秋节', off: ['2026-09-25', '2026-09-27'], worked: [] },
  { name: '国庆节', off: ['2026-10-01', '2026-10-07'], worked: ['2026-09-20', '2026-10-10'] },
];

/**
 * 2027: NOT an official schedule. Drawn from the statutory holidays (《全国年节及纪念日放假办法》:
 * New Year 1 day, Spring Festival 4 with New Year's Eve, Qingming 1, Labour Day 2, Dragon Boat 1,
 * Mid-Autumn 1, National Day 3) on the 2027 dates, with weekend holidays made up and the usual
 * 调休, so a demo shows next year's deadlines plausibly. These rows MUST be replaced by the State
 * Council's 2027 notice once it is published (staff edit them in `/system/workdays`).
 */
const SCHEDULE_2027: readonly Holiday[] = [
  { name: '元旦', off: ['2027-01-01', '2027-01-03'], worked: [] },
  { name: '春节', off: ['2027-02-05', '2027-02-13'], worked: ['2027-01-31', '2027-02-20'] },
  { name: '清明节', off: ['2027-04-03', '2027-04-05'], worked: [] },
  { name: '劳动节', off: ['2027-05-01', '2027-05-05'], worked: ['2027-04-25'] },
  { name: '端午节', off: ['2027-06-09', '2027-06-09'], worked: [] },
  { name: '中秋节', off: ['2027-09-15', '2027-09-15'], worked: [] },
  { name: '国庆节', off: ['2027-10-01', '2027-10-07'], worked: ['2027-09-26', '2027-10-09'] },
];

/** The entries of a schedule, each checked like the back office's form (a failure is a seed bug). */
function demoWorkdayEntries() {
  return [...SCHEDULE_2026, ...SCHEDULE_2027].flatMap(({ name, off: [first, last], worked }) => {
    const days = [];
    for (let date = first; date <= last; date = addDays(date, 1)) days.push({ date, kind: 'holiday', name });
    days.push(...worked.map((date) => ({ date, kind: 'workday', name: `${name}调休上班` })));
    return days.map((day) => ({ ...WorkdayEntryInputSchema.parse(day), demo: true }));
  });
}

/**
 * The national holiday schedule of 2026 and (drawn, see above) 2027, marked `demo`. Runs once
 * per database (a seed mark), so entries staff later change or delete stay as they left them; a
 * date staff already entered is left alone.
 */
export async function seedDemoWorkdays(db: Db): Promise<boolean> {
  const claimed = await db.insert(seedMarks).values({ name: MARK }).onConflictDoNothing().returning();
  if (claimed.length === 0) return false;
  try {
    await db.insert(workdayEntries).values(demoWorkdayEntries()).onConflictDoNothing();
  } catch (error) {
    await db.delete(seedMarks).where(sql`${seedMarks.name} = ${MARK}`);
    throw error;
  }
  return true;
}
