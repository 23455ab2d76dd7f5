import type { TimeLimits, WorkdayCalendarYear, WorkdayEntry, WorkdayEntryInputSchema } from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../api/call-api.js';

const BASE = '/admin/workdays';

export type WorkdayEntryPayload = z.output<typeof WorkdayEntryInputSchema>;

/** React-query keys of the working-day calendar screen. */
export const workdayKeys = {
  all: ['admin', 'workdays'] as const,
  year: (year: number) => ['admin', 'workdays', year] as const,
};

/** A year's holidays and adjusted working days, with the time limits. */
export function useWorkdayYear(year: number) {
  return useQuery({
    queryKey: workdayKeys.year(year),
    queryFn: () => callApi<WorkdayCalendarYear>({ url: BASE, params: { year } }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: workdayKeys.all });
}

/** Creates or replaces the entry of the input's date (the date is the path). */
export function useSaveWorkdayEntry() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ input: { date, ...body } }: { id?: string; input: WorkdayEntryPayload }) =>
      callApi<WorkdayEntry>({ url: `${BASE}/${encodeURIComponent(date)}`, method: 'PUT', data: body }),
    onSuccess,
  });
}

/** Removes a date's entry: the day follows the week again. */
export function useDeleteWorkdayEntry() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (date: string) => callApi<null>({ url: `${BASE}/${encodeURIComponent(date)}`, method: 'DELETE' }),
    onSuccess,
  });
}

/** Sets both time limits. */
export function useSaveTimeLimits() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ input }: { id?: string; input: TimeLimits }) =>
      callApi<TimeLimits>({ url: '/admin/time-limits', method: 'PUT', data: input }),
    onSuccess,
  });
}
