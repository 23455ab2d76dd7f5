import { type ColumnStatus, EMPTY_WEEK } from '@cityip/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../../../test/portal-test-kit.js';
import { renderAdminPage } from '../../admin/shared/admin-test-utils.js';
import { request } from '../../api/http-client.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';
import { ColumnGate } from './column-gate.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);

const status = (overrides: Partial<ColumnStatus>): ColumnStatus => ({
  key: 'patentPreAudit',
  open: true,
  reason: null,
  message: '',
  messageEn: '',
  nextOpenAt: null,
  closesAt: null,
  mode: 'scheduled',
  weekly: { ...EMPTY_WEEK, mon: [{ start: '09:00', end: '12:00' }] },
  ...overrides,
});
const answer = (statuses: ColumnStatus[]) =>
  requestMock.mockImplementation((async () => ({ code: 200, msg: '', data: statuses })) as typeof request);

const gate = (
  <ColumnGate column="patentPreAudit">
    <form aria-label="Application form" />
  </ColumnGate>
);

beforeEach(() => requestMock.mockReset());
afterEach(() => {
  setRuntimeConfig(null);
  cleanup();
});

describe('ColumnGate', () => {
  it('shows the form while the column is open', async () => {
    answer([status({})]);
    renderAdminPage(gate, '/patentPreAudit');
    expect(await screen.findByRole('form', { name: 'Application form' })).toBeTruthy();
  });

  it("hides the form of a closed column and gives the reason, the next opening in the city's zone and the hours", async () => {
    setRuntimeConfig({ ...TEST_CONFIG, timeZone: 'America/New_York' });
    answer([status({ open: false, reason: 'outsideHours', nextOpenAt: '2025-03-10T13:00:00.000Z' })]);
    renderAdminPage(gate, '/patentPreAudit');
    expect(await screen.findByText('“Patent pre-examination” is closed now')).toBeTruthy();
    expect(screen.getByText('It is outside the opening hours. Please come back during opening hours.')).toBeTruthy();
    // 13:00 UTC is 09:00 in New York (daylight saving time) on Monday 10 March.
    expect(screen.getByText(/^Opens again: .*10.*09:00.* \(America\/New_York\)$/)).toBeTruthy();
    expect(screen.getByText('Opening hours: Mon 09:00–12:00')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("uses the closure's English message when there is one", async () => {
    answer([status({ open: false, reason: 'closure', message: '系统维护', messageEn: 'System maintenance' })]);
    renderAdminPage(gate, '/patentPreAudit');
    expect(await screen.findByText('System maintenance')).toBeTruthy();
  });

  it('keeps the form when the state cannot be read', async () => {
    requestMock.mockImplementation((async () => ({ code: 500, msg: 'Service error', data: null })) as typeof request);
    renderAdminPage(gate, '/patentPreAudit');
    // The server still refuses a submission to a closed column; an unknown state must not lock people out.
    expect(await screen.findByRole('form', { name: 'Application form' })).toBeTruthy();
  });
});
