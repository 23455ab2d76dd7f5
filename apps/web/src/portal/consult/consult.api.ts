import {
  CONSULT_ASK_FIELDS,
  type CodeSent,
  type ConsultAskerView,
  type ConsultAskInput,
  type ConsultCodeInput,
  type ConsultFigures,
  type ConsultFormInfo,
  type ConsultLookupCodeInput,
  type ConsultLookupInput,
  type ConsultLookupResult,
  type ConsultPublic,
  type ConsultPublicQuery,
  type ConsultPublicSummary,
  type ConsultReceipt,
  type ConsultVisitorAskInput,
  type FaqPublic,
  type MyConsultQuery,
  type Page,
} from '@cityip/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';

/** React-query keys of the consultation pages; a new question refetches the asker's own list. */
export const consultKeys = {
  all: ['consultations'] as const,
  public: (query: ConsultPublicQuery) => [...consultKeys.all, 'public', query] as const,
  detail: (id: string) => [...consultKeys.all, 'detail', id] as const,
  faq: (id: string) => [...consultKeys.all, 'faq', id] as const,
  figures: () => [...consultKeys.all, 'figures'] as const,
  formInfo: () => [...consultKeys.all, 'formInfo'] as const,
  mine: (query: MyConsultQuery) => [...consultKeys.all, 'mine', query] as const,
};

const path = (id: string) => encodeURIComponent(id);

/** One page of published Q&As (the previous page stays on screen while the next loads). */
export function usePublicConsultations(query: ConsultPublicQuery) {
  return useQuery({
    queryKey: consultKeys.public(query),
    queryFn: () => callApi<Page<ConsultPublicSummary>>({ url: '/consultations', params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** A published Q&A in full. */
export function usePublicConsultation(id: string) {
  return useQuery({
    queryKey: consultKeys.detail(id),
    queryFn: () => callApi<ConsultPublic>({ url: `/consultations/${path(id)}` }),
    enabled: id !== '',
  });
}

/** A published FAQ entry (the site search links to it). */
export function useFaq(id: string) {
  return useQuery({
    queryKey: consultKeys.faq(id),
    queryFn: () => callApi<FaqPublic>({ url: `/faqs/${path(id)}` }),
    enabled: id !== '',
  });
}

/** The published monthly figures (received, replied, on time, average working days). */
export function useConsultFigures() {
  return useQuery({
    queryKey: consultKeys.figures(),
    queryFn: () => callApi<ConsultFigures>({ url: '/consultations/figures' }),
    staleTime: 60_000,
  });
}

/** What the ask form needs first: whether SMS codes are offered, the reply limit in working days. */
export function useConsultFormInfo() {
  return useQuery({
    queryKey: consultKeys.formInfo(),
    queryFn: () => callApi<ConsultFormInfo>({ url: '/consultations/form' }),
    staleTime: 300_000,
  });
}

/** POST /api/consultations/code: a visitor's code to the email or phone (the captcha answered first). */
export function sendAskCode(input: ConsultCodeInput): Promise<CodeSent> {
  return callApi<CodeSent>({ url: '/consultations/code', method: 'POST', data: input });
}

/**
 * POST /api/consultations: the question as JSON in `payload` with its files (multipart, the
 * files go with the question rather than ahead of it, so a question never points at a lost upload).
 */
export function askQuestion(
  input: ConsultAskInput | ConsultVisitorAskInput,
  files: readonly File[],
): Promise<ConsultReceipt> {
  const body = new FormData();
  body.append(CONSULT_ASK_FIELDS.payload, JSON.stringify(input));
  for (const file of files) body.append(CONSULT_ASK_FIELDS.files, file, file.name);
  return callApi<ConsultReceipt>({ url: '/consultations', method: 'POST', data: body });
}

/** POST /api/consultations/lookup/code: a code for a look-up, sent only to the question's own contact. */
export function sendLookupCode(input: ConsultLookupCodeInput): Promise<CodeSent> {
  return callApi<CodeSent>({ url: '/consultations/lookup/code', method: 'POST', data: input });
}

/** POST /api/consultations/lookup: the question, its reply and a token to rate it with. */
export function lookUpQuestion(input: ConsultLookupInput): Promise<ConsultLookupResult> {
  return callApi<ConsultLookupResult>({ url: '/consultations/lookup', method: 'POST', data: input });
}

/** The signed-in asker's own questions, newest first. */
export function useMyConsultations(query: MyConsultQuery) {
  return useQuery({
    queryKey: consultKeys.mine(query),
    queryFn: () => callApi<Page<ConsultAskerView>>({ url: '/my/consultations', params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}
