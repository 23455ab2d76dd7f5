import type {
  AdminConsultDetail,
  AdminConsultQuery,
  AdminConsultSummary,
  AdminFaq,
  AdminFaqQuery,
  ConsultAssignInput,
  ConsultForwardInput,
  ConsultHandler,
  ConsultRejectInput,
  ConsultReplyInput,
  ConsultWordingInput,
  FaqInput,
  Page,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';
import { type BlobEnvelope, request } from '../../api/http-client.js';
import { saveBlob } from '../../api/save-blob.js';
import { toListParams } from '../accounts/accounts.api.js';

const BASE = '/admin/consultations';
const FAQS = '/admin/faqs';
const path = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** React-query keys of the queue and the FAQ list; every step refetches both (a reply may become a FAQ). */
export const consultAdminKeys = {
  all: ['admin', 'consultations'] as const,
  list: (query: AdminConsultQuery) => [...consultAdminKeys.all, 'list', query] as const,
  detail: (id: string) => [...consultAdminKeys.all, 'detail', id] as const,
  handlers: () => [...consultAdminKeys.all, 'handlers'] as const,
  faqs: (query: AdminFaqQuery) => [...consultAdminKeys.all, 'faqs', query] as const,
};

/** One page of the queue (open questions first, earliest due on top). */
export function useConsultQueue(query: AdminConsultQuery) {
  return useQuery({
    queryKey: consultAdminKeys.list(query),
    queryFn: () => callApi<Page<AdminConsultSummary>>({ url: BASE, params: toListParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/** A question with the asker's contact, its files and history (the server logs the view). */
export function useConsultDetail(id: string) {
  return useQuery({
    queryKey: consultAdminKeys.detail(id),
    queryFn: () => callApi<AdminConsultDetail>({ url: path(BASE, id) }),
  });
}

/** Whom a question can be assigned or forwarded to. */
export function useConsultHandlers() {
  return useQuery({
    queryKey: consultAdminKeys.handlers(),
    queryFn: () => callApi<ConsultHandler[]>({ url: `${BASE}/handlers` }),
    staleTime: 60_000,
  });
}

/** Downloads a file attached to a question with the staff token, under its own name. */
export async function downloadConsultFile(id: string, file: { id: string; name: string }): Promise<void> {
  const response = (await request<Blob>({
    url: `${path(BASE, id)}/files/${encodeURIComponent(file.id)}`,
    responseType: 'blob',
    silent: true,
  })) as BlobEnvelope;
  saveBlob(response.data, file.name);
}

function useRefetch() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: consultAdminKeys.all });
}

/** The inputs of the steps that take one. */
interface StepInputs {
  assign: ConsultAssignInput;
  forward: ConsultForwardInput;
  reply: ConsultReplyInput;
  reject: ConsultRejectInput;
}
export type ConsultStep = keyof StepInputs;

/** A step of the handling (assign, forward, reply, reject); the answer is the question as it is now. */
export function useConsultStep<S extends ConsultStep>(step: S) {
  const onSuccess = useRefetch();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: StepInputs[S] }) =>
      callApi<AdminConsultDetail>({ url: `${path(BASE, id ?? '')}/${step}`, method: 'POST', data: input }),
    onSuccess,
  });
}

/** Publishes a replied question the asker allowed, or takes it off the site. */
export function usePublishConsultation() {
  const onSuccess = useRefetch();
  return useMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
      callApi<AdminConsultDetail>({ url: `${path(BASE, id)}/${publish ? 'publish' : 'unpublish'}`, method: 'POST' }),
    onSuccess,
  });
}

/** Edits the published title and question (logged with before and after). */
export function useEditWording() {
  const onSuccess = useRefetch();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ConsultWordingInput }) =>
      callApi<AdminConsultDetail>({ url: `${path(BASE, id ?? '')}/wording`, method: 'PUT', data: input }),
    onSuccess,
  });
}

/** Makes a FAQ entry of a replied question (`id` is the question's). */
export function useMakeFaq() {
  const onSuccess = useRefetch();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: FaqInput }) =>
      callApi<AdminFaq>({ url: `${path(BASE, id ?? '')}/faq`, method: 'POST', data: input }),
    onSuccess,
  });
}

/** One page of the FAQ entries, published or not. */
export function useAdminFaqs(query: AdminFaqQuery) {
  return useQuery({
    queryKey: consultAdminKeys.faqs(query),
    queryFn: () => callApi<Page<AdminFaq>>({ url: FAQS, params: toListParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/** Edits a FAQ entry (`id` is the entry's). */
export function useSaveFaq() {
  const onSuccess = useRefetch();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: FaqInput }) =>
      callApi<AdminFaq>({ url: path(FAQS, id ?? ''), method: 'PUT', data: input }),
    onSuccess,
  });
}

/** Publishes a FAQ entry or takes it off the site (and out of the site search). */
export function usePublishFaq() {
  const onSuccess = useRefetch();
  return useMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
      callApi<AdminFaq>({ url: `${path(FAQS, id)}/${publish ? 'publish' : 'unpublish'}`, method: 'POST' }),
    onSuccess,
  });
}
