import type {
  ApplicationData,
  ApplicationDetail,
  ApplicationKindInfo,
  ApplicationKindKey,
  ApplicationSummary,
  Draft,
  UploadRef,
} from '@cityip/contracts';
import { UploadRefSchema } from '@cityip/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';
import { request } from '../../api/http-client.js';
import { saveBlob } from '../../api/save-blob.js';
import { isUserSession, useSession } from '../../auth/session-store.js';

/** Every query of this folder starts with this key, so one invalidation refreshes them all. */
export const APPLICATIONS_KEY = ['applications'] as const;

/** Who is asking: the catalogue's may-I-apply flags and "mine" differ per user. */
function useViewer(): string {
  const session = useSession();
  return isUserSession(session) ? session.userInfo.userId || session.account || 'user' : 'visitor';
}

/** The catalogue (GET /api/applications/kinds): every kind with its column state and the caller's eligibility. */
export function useApplicationKinds() {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...APPLICATIONS_KEY, 'kinds', viewer],
    queryFn: () => callApi<ApplicationKindInfo[]>({ url: '/applications/kinds' }),
  });
}

/** One kind of the catalogue (undefined while loading or when the catalogue cannot be read). */
export function useApplicationKind(kind: ApplicationKindKey) {
  const kinds = useApplicationKinds();
  return { info: kinds.data?.find((entry) => entry.kind === kind), query: kinds };
}

/** The caller's saved draft of a kind, or null; only asked for signed-in users. */
export function useDraft(kind: ApplicationKindKey, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...APPLICATIONS_KEY, 'draft', kind, viewer],
    queryFn: () => callApi<Draft | null>({ url: `/applications/drafts/${kind}` }),
    enabled,
    // A draft is restored once, when the form opens; refetching would overwrite what is typed.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saves what the form holds so far (PUT /api/applications/drafts/:kind). */
export function saveDraft(kind: ApplicationKindKey, data: ApplicationData): Promise<Draft> {
  return callApi<Draft>({ url: `/applications/drafts/${kind}`, method: 'PUT', data: { data } });
}

/** Throws the saved draft of a kind away. */
export function deleteDraft(kind: ApplicationKindKey): Promise<unknown> {
  return callApi({ url: `/applications/drafts/${kind}`, method: 'DELETE' });
}

/** Submits an application; the same `idempotencyKey` again answers with the first application. */
export function submitApplication(
  kind: ApplicationKindKey,
  data: ApplicationData,
  idempotencyKey: string,
): Promise<ApplicationSummary> {
  return callApi<ApplicationSummary>({
    url: `/applications/${kind}`,
    method: 'POST',
    data: { data, idempotencyKey },
  });
}

/** Sends the corrected data of a returned application. */
export function resubmitApplication(id: string, data: ApplicationData): Promise<ApplicationSummary> {
  return callApi<ApplicationSummary>({ url: `/applications/mine/${id}`, method: 'PUT', data: { data } });
}

/** The caller's applications, newest first; only the given kinds when `kinds` is set. */
export function useMyApplications(kinds?: readonly ApplicationKindKey[], enabled = true) {
  const viewer = useViewer();
  const list = kinds?.join(',');
  return useQuery({
    queryKey: [...APPLICATIONS_KEY, 'mine', viewer, list ?? 'all'],
    queryFn: () =>
      callApi<ApplicationSummary[]>({ url: '/applications/mine', params: list ? { kinds: list } : undefined }),
    enabled,
  });
}

/** One of the caller's applications with its data, attachments and history. */
export function useMyApplication(id: string | null) {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...APPLICATIONS_KEY, 'mine', viewer, 'detail', id],
    queryFn: () => callApi<ApplicationDetail>({ url: `/applications/mine/${id}` }),
    enabled: id !== null,
  });
}

/** Refreshes the catalogue, the lists and the drafts after a submission. */
export function useRefreshApplications(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: APPLICATIONS_KEY });
}

/**
 * Uploads one private file (POST /api/uploads, multipart field `file`): images as `image`,
 * everything else as `attachment`, the server checking the type by content.
 */
export async function uploadPrivateFile(file: File): Promise<UploadRef> {
  const body = new FormData();
  body.append('file', file, file.name);
  const kind = file.type.startsWith('image/') ? 'image' : 'attachment';
  return UploadRefSchema.parse(
    await callApi<UploadRef>({ url: '/uploads', method: 'POST', params: { kind }, data: body }),
  );
}

/** Downloads one of the caller's own uploads through the API client (it needs the token). */
export async function downloadOwnUpload(upload: Pick<UploadRef, 'id' | 'name'>): Promise<void> {
  const response = await request<Blob>({ url: `/uploads/${upload.id}`, responseType: 'blob', silent: true });
  saveBlob(response.data, upload.name);
}
