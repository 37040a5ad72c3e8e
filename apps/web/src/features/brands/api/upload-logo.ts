import type { UploadedFile } from '@trades/contracts';
import { api } from '@/lib/api-client';
import { useGuardedMutation } from '@/components/forms/submit-guard';

/** POST /v1/files/temporary-upload (multipart `file`): the logo waits as a temporary file until the brand is saved. */
export function uploadLogo(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<UploadedFile>('/v1/files/temporary-upload', { method: 'POST', body });
}

export function useUploadLogo() {
  return useGuardedMutation({ mutationFn: uploadLogo });
}
