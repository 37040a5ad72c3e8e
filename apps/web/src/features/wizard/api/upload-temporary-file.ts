import { useIsMutating } from '@tanstack/react-query';
import type { UploadPurpose, UploadedFile } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

const UPLOAD_KEY = ['files', 'temporary-upload'];

/** POST /v1/files/temporary-upload: multipart `file`, kept as temporary until a step save attaches it. */
export function uploadTemporaryFile({ file, purpose }: { file: File; purpose: UploadPurpose }): Promise<UploadedFile> {
  const body = new FormData();
  body.append('purpose', purpose);
  body.append('file', file, file.name);
  return api<UploadedFile>('/v1/files/temporary-upload', { method: 'POST', body });
}

export function useUploadTemporaryFile() {
  return useGuardedMutation({ mutationKey: UPLOAD_KEY, mutationFn: uploadTemporaryFile });
}

/**
 * An upload is still on its way: a save now would go without the file (left temporary, then purged),
 * and closing its editor would drop the answer, so the save buttons wait for it.
 */
export function useUploadsPending(): boolean {
  return useIsMutating({ mutationKey: UPLOAD_KEY }) > 0;
}
