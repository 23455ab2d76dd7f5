import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { demoMailFolder } from './mail-sender.js';
import { outboxJob } from './notifications-test-kit.js';
import { enqueueMail, type OutgoingMail } from './outbox.js';
import { drainOutbox } from './worker.js';

let t: TestApp | undefined;
afterEach(() => t?.close());

const mail: OutgoingMail = {
  to: ['citizen@example.cn'],
  subject: '注册验证码',
  text: '您的验证码为 123456',
  event: 'verificationCode',
};

describe('mail without a configured mailbox', () => {
  it('is kept as an .eml file under DATA_DIR/mail in demo mode', async () => {
    t = await createTestApp({ dataDir: tempDataDir(), demoSeed: true });
    const id = await enqueueMail(t.db, { ...mail });
    expect(await drainOutbox(t.app)).toBe(1);
    const row = await outboxJob(t.db, id);
    expect(row.status).toBe('sent');
    const folder = demoMailFolder(t.app);
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(folder, files[0] as string), 'utf8');
    expect(eml).toContain('To: citizen@example.cn');
  });

  it('stays queued and is retried outside demo mode, nothing lost', async () => {
    t = await createTestApp({ dataDir: tempDataDir(), demoSeed: false });
    const id = await enqueueMail(t.db, { ...mail });
    await drainOutbox(t.app);
    const row = await outboxJob(t.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('not configured');
  });
});
